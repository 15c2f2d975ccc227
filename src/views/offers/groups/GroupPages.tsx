import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { groupCalls, assetKeys, groupQuery, groupsQuery } from '../../../api/offer-assets.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { TextField } from '../../system/TextField.tsx';
import { AssetList, CommandSubmit, errorsOf, useAfterWrite, useCanWrite, type Errors } from './asset-kit.tsx';
import * as css from './assets.css.ts';

/** /offers/offer-groups: the brand's offer groups (spec 2 §2). */
export function GroupListPage() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const list = useQuery(groupsQuery({ page: 1, search: search.trim() }));
  const after = useAfterWrite(assetKeys.groups);
  return (
    <AssetList
      kind="group"
      title={LL.offerAssets.groups.title()}
      rows={list.data?.items ?? []}
      loading={list.isPending}
      failed={list.isError}
      columns={[
        { label: 'ID', cell: (r) => r.id, role: 'figure', priority: 3 },
        { label: LL.offerAssets.common.name(), cell: (r) => r.name, role: 'name' },
        { label: LL.offerAssets.groups.offerCount(), cell: (r) => r.offer_count, role: 'figure' },
      ]}
      newLabel={LL.offerAssets.groups.new()}
      onCreate={() => navigate(routePath('offerGroupNew'))}
      onEdit={(id) => navigate(routePath('offerGroupEdit', { id }))}
      onDelete={async (id) => {
        await groupCalls.remove(client, id);
        after();
      }}
      toolbar={<TextField label={LL.offerAssets.common.search()} value={search} onChange={setSearch} />}
    />
  );
}

const parseIds = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** /offers/offer-groups/new and /:id/edit. */
export function GroupFormPage() {
  const { id } = useParams<{ id?: string }>();
  const groupId = id ? Number(id) : null;
  const existing = useQuery({ ...groupQuery(groupId ?? 0), enabled: groupId !== null });
  if (groupId !== null && !existing.data) return <GroupFormStatus failed={existing.isError} />;
  return (
    <GroupForm
      key={groupId ?? 'new'}
      groupId={groupId}
      initial={existing.data ? { name: existing.data.name, ids: existing.data.offers.map((o) => o.id).join(', ') } : { name: '', ids: '' }}
    />
  );
}

function GroupFormStatus({ failed }: { failed: boolean }) {
  const { LL } = useI18n();
  return <p className={failed ? css.error : css.hint}>{failed ? LL.offerAssets.common.notFound() : LL.offerAssets.common.loading()}</p>;
}

function GroupForm({ groupId, initial }: { groupId: number | null; initial: { name: string; ids: string } }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const [name, setName] = useState(initial.name);
  const [ids, setIds] = useState(initial.ids);
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  const after = useAfterWrite(assetKeys.groups);
  const save = useMutation({
    mutationFn: () => {
      const body = { name, offer_ids: parseIds(ids) };
      return groupId === null ? groupCalls.create(client, body) : groupCalls.update(client, groupId, body);
    },
    onSuccess: () => after(routePath('offerGroups')),
    onError: (e) => setErrors(errorsOf(LL, e)),
  });
  const form = useRef<HTMLFormElement>(null);
  useViewCommands(groupId === null ? viewCommands.groupNewForm : viewCommands.groupEditForm, { save: () => form.current?.requestSubmit() });
  return (
    <section className={css.page}>
      <h1>{groupId === null ? LL.offerAssets.groups.new() : LL.offerAssets.groups.edit()}</h1>
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
          errorMessage={errors.fields.name}
          isInvalid={Boolean(errors.fields.name)}
        />
        <TextField
          label={LL.offerAssets.groups.offerIds()}
          value={ids}
          onChange={setIds}
          isReadOnly={!canWrite}
          errorMessage={errors.fields.offer_ids}
          isInvalid={Boolean(errors.fields.offer_ids)}
        />
        <div className={css.actions}>
          <CommandSubmit command="offerAssets.group.save" busy={save.isPending}>
            {LL.offerAssets.common.save()}
          </CommandSubmit>
          <CommandButton tone="secondary" command="nav.offerGroups">
            {LL.offerAssets.common.back()}
          </CommandButton>
        </div>
      </form>
    </section>
  );
}
