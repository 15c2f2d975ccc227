import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { uploadWith } from '../../../api/files.ts';
import { assetKeys, creativeCalls, creativeQuery, creativesQuery } from '../../../api/offer-assets.ts';
import { CREATIVE_RULES, CREATIVE_TYPES, isHtmlType, type Creative, type CreativeType } from '../../../domain/offer-assets/creatives.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useCommandControl } from '../../app/useCommandControl.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { TextField } from '../../system/TextField.tsx';
import { AssetList, CommandSubmit, errorsOf, useAfterWrite, useCanWrite, type Errors } from '../groups/asset-kit.tsx';
import * as css from '../groups/assets.css.ts';
import { CreativePreview } from './CreativePreview.tsx';
import { FileInput } from '../../system/FileInput.tsx';

/** /offers/creatives (spec 2 §3 "Creative"). */
export function CreativeListPage() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const list = useQuery(creativesQuery({ page: 1, search: search.trim() }));
  const after = useAfterWrite(assetKeys.creatives);
  const t = LL.offerAssets.creatives;
  return (
    <AssetList
      kind="creative"
      title={t.title()}
      rows={list.data?.items ?? []}
      loading={list.isPending}
      failed={list.isError}
      columns={[
        { label: LL.offerAssets.common.name(), cell: (r) => r.name, role: 'name' },
        { label: t.type(), cell: (r) => t.types[r.type](), role: 'status' },
        { label: t.source(), cell: (r) => r.file_name ?? r.url ?? t.code(), priority: 3 },
        { label: `${t.width()} × ${t.height()}`, cell: (r) => (r.width || r.height ? `${r.width ?? '–'} × ${r.height ?? '–'}` : '') },
      ]}
      newLabel={t.new()}
      onCreate={() => navigate(routePath('creativeNew'))}
      onEdit={(id) => navigate(routePath('creativeEdit', { id }))}
      onDelete={async (id) => {
        await creativeCalls.remove(client, id);
        after();
      }}
      toolbar={<TextField label={LL.offerAssets.common.search()} value={search} onChange={setSearch} />}
    />
  );
}

/** /offers/creatives/new and /:id/edit. */
export function CreativeFormPage() {
  const { LL } = useI18n();
  const { id } = useParams<{ id?: string }>();
  const cid = id ? Number(id) : null;
  const existing = useQuery({ ...creativeQuery(cid ?? 0), enabled: cid !== null });
  if (cid !== null && !existing.data)
    return (
      <p className={existing.isError ? css.error : css.hint}>
        {existing.isError ? LL.offerAssets.common.notFound() : LL.offerAssets.common.loading()}
      </p>
    );
  return <CreativeForm key={cid ?? 'new'} initial={existing.data ?? null} />;
}

const dim = (s: string) => (s.trim() === '' ? null : Number(s));

function CreativeForm({ initial }: { initial: Creative | null }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const t = LL.offerAssets.creatives;
  const [name, setName] = useState(initial?.name ?? '');
  const [type, setType] = useState<CreativeType>(initial?.type ?? 'image');
  const [file, setFile] = useState<{ id: number; name: string } | null>(
    initial?.file_id ? { id: initial.file_id, name: initial.file_name ?? '' } : null,
  );
  const [url, setUrl] = useState(initial?.url ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [width, setWidth] = useState(initial?.width ? String(initial.width) : '');
  const [height, setHeight] = useState(initial?.height ? String(initial.height) : '');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  const rule = CREATIVE_RULES[type];
  // a type that takes files and code (email, text) uses code unless a file was chosen
  const source =
    rule.sources.includes('file') && (file || !rule.sources.includes('code')) ? 'file' : rule.sources.includes('url') ? 'url' : 'code';
  const after = useAfterWrite(assetKeys.creatives);
  const typeId = useId();
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name,
        type,
        width: dim(width),
        height: dim(height),
        file_id: source === 'file' ? (file?.id ?? null) : null,
        url: source === 'url' ? url : undefined,
        code: source === 'code' ? code : undefined,
      };
      return initial === null ? creativeCalls.create(client, body) : creativeCalls.update(client, initial.id, body);
    },
    onSuccess: () => after(routePath('creatives')),
    onError: (e) => setErrors(errorsOf(LL, e)),
  });
  const upload = async (f: File) => {
    setErrors({ form: null, fields: {} });
    try {
      setProgress(0);
      const stored = await uploadWith(client, f, { use: 'creative', onProgress: (p) => setProgress(p.percent) });
      setFile({ id: stored.id, name: stored.file_name });
    } catch (e) {
      const { fields, form } = errorsOf(LL, e);
      setErrors({ form: null, fields: { file_id: fields.file ?? fields['file_names.0'] ?? form ?? '' } });
    } finally {
      setProgress(null);
    }
  };
  const f = errors.fields;
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useViewCommands(initial === null ? viewCommands.creativeNewForm : viewCommands.creativeEditForm, {
    save: () => form.current?.requestSubmit(),
    takesFile: rule.sources.includes('file'),
    uploading: progress !== null,
    chooseFile: () => fileInput.current?.click(),
  });
  // the file input is the face of `offerAssets.creative.upload` (decision 097, as reconciliation.upload)
  const chooser = useCommandControl('offerAssets.creative.upload');
  return (
    <section className={css.page}>
      <h1>{initial === null ? t.new() : t.edit()}</h1>
      <form
        ref={form}
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {errors.form && (
          <p role="alert" className={css.error}>
            {errors.form}
          </p>
        )}
        <TextField
          label={LL.offerAssets.common.name()}
          value={name}
          onChange={setName}
          isRequired
          isReadOnly={!canWrite}
          autoFocus
          errorMessage={f.name}
          isInvalid={Boolean(f.name)}
        />
        <div className={css.inline}>
          <label htmlFor={typeId}>{t.type()}</label>
          <select
            id={typeId}
            className={css.nativeSelect}
            value={type}
            disabled={!canWrite}
            onChange={(e) => {
              setType(e.target.value as CreativeType);
              setFile(null);
            }}
          >
            {CREATIVE_TYPES.map((x) => (
              <option key={x} value={x}>
                {t.types[x]()}
              </option>
            ))}
          </select>
        </div>
        {rule.sources.includes('file') && (
          <div className={css.fieldset}>
            <label>
              {t.upload()}{' '}
              <FileInput
                face={LL.files.browse()}
                inputRef={fileInput}
                accept={rule.extensions.map((e) => `.${e}`).join(',')}
                data-command={chooser.visible ? chooser.command : undefined}
                disabled={!chooser.visible || chooser.isDisabled}
                onChange={(e) => {
                  const x = e.target.files?.[0];
                  if (x) void upload(x);
                }}
              />
            </label>
            <p className={css.hint}>{t.accepted({ list: rule.extensions.map((e) => e.toUpperCase()).join(', ') })}</p>
            {progress !== null && <p role="status">{t.uploading({ percent: progress })}</p>}
            {file && <p>{t.uploaded({ name: file.name })}</p>}
            {f.file_id && (
              <p role="alert" className={css.error}>
                {f.file_id}
              </p>
            )}
          </div>
        )}
        {source === 'url' && (
          <TextField label={t.url()} value={url} onChange={setUrl} isReadOnly={!canWrite} errorMessage={f.url} isInvalid={Boolean(f.url)} />
        )}
        {rule.sources.includes('code') && !file && (
          <TextField
            label={t.code()}
            value={code}
            onChange={setCode}
            multiline
            isReadOnly={!canWrite}
            errorMessage={f.code}
            isInvalid={Boolean(f.code)}
          />
        )}
        <div className={css.inline}>
          <TextField
            label={t.width()}
            value={width}
            onChange={setWidth}
            inputMode="numeric"
            isReadOnly={!canWrite}
            errorMessage={f.width}
            isInvalid={Boolean(f.width)}
          />
          <TextField
            label={t.height()}
            value={height}
            onChange={setHeight}
            inputMode="numeric"
            isReadOnly={!canWrite}
            errorMessage={f.height}
            isInvalid={Boolean(f.height)}
          />
        </div>
        <div className={css.actions}>
          <CommandSubmit command="offerAssets.creative.save" busy={save.isPending || progress !== null}>
            {LL.offerAssets.common.save()}
          </CommandSubmit>
          <CommandButton tone="secondary" command="nav.creatives">
            {LL.offerAssets.common.back()}
          </CommandButton>
        </div>
      </form>
      {initial && initial.code && isHtmlType(initial.type) && (
        <>
          <h2>{t.preview()}</h2>
          <CreativePreview
            id={initial.id}
            name={initial.name}
            width={initial.width}
            height={initial.height}
            updatedAt={initial.updated_at}
          />
        </>
      )}
    </section>
  );
}
