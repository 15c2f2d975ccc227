import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWith } from '../../api/files.ts';
import { UPLOAD_RULES } from '../../domain/files/rules.ts';
import { TICKET_FILES_MAX } from '../../domain/tickets/enums.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { formErrors } from '../app/form-errors.ts';
import { Button } from '../system/Button.tsx';
import * as css from './tickets.css.ts';
import { FileInput } from '../system/FileInput.tsx';

export interface PickedFile {
  id: number;
  name: string;
}

const ACCEPT = Object.keys(UPLOAD_RULES.attachment.maxBytes)
  .map((x) => `.${x}`)
  .join(',');

/**
 * The attachments of a ticket or a reply: each picked file goes through the file service as an
 * `attachment` (its bytes are checked against its extension there, decision 087) and the ticket keeps
 * its id. A refused file is named with the server's reason.
 */
export function AttachFiles({
  files,
  onChange,
  error,
}: {
  files: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  error?: string | undefined;
}) {
  const { LL } = useI18n();
  const t = LL.tickets;
  const client = useQueryClient();
  const [uploading, setUploading] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const attach = async (file: File) => {
    setUploading(file.name);
    setRefused(null);
    try {
      const stored = await uploadWith(client, file, { use: 'attachment' });
      onChange([...files, { id: stored.id, name: stored.file_name }]);
    } catch (e) {
      const failed = formErrors(LL, e);
      setRefused(failed.fields.file ?? failed.fields['file_names.0'] ?? failed.form ?? LL.errors.somethingWentWrong());
    } finally {
      setUploading(null);
    }
  };
  const message = refused ?? error;
  return (
    <div className={css.picker}>
      <label className={css.picker}>
        {t.form.files()}
        <FileInput
          face={LL.files.browse()}
          accept={ACCEPT}
          disabled={uploading !== null || files.length >= TICKET_FILES_MAX}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
      </label>
      {uploading !== null && <p role="status">{t.form.uploading({ name: uploading })}</p>}
      {message && (
        <p role="alert" className={css.error}>
          {message}
        </p>
      )}
      {files.length > 0 && (
        <ul className={css.files}>
          {files.map((f) => (
            <li key={f.id} className={css.fileRow}>
              {f.name}
              <Button size="sm" tone="ghost" onPress={() => onChange(files.filter((x) => x.id !== f.id))}>
                {t.actions.removeFile({ name: f.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
