import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { can, LEVEL } from '../../../../domain/permissions.ts';
import { useI18n } from '../../../../i18n/runtime.ts';
import { useShellSession } from '../../../app/runtime.tsx';
import { CommandButton } from '../../../app/CommandButton.tsx';
import { Toolbar } from '../../../system/Toolbar.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { UploadHistory } from './UploadHistory.tsx';

/** Report full access (15) uploads and applies, as the API asks; report read access sees the history. */
function useCanUpload(): boolean {
  const { access } = useShellSession();
  return access !== null && can(access, 'report', LEVEL.full);
}

/**
 * The conversions report's page: the upload history when the URL says `filter=upload_history`
 * (spec 3 "conversion upload history"), else the conversions list.
 */
export function withUploadHistory(List: ComponentType): ComponentType {
  return function ConversionsOrUploads() {
    const history = new URLSearchParams(useSearch()).get('filter') === 'upload_history';
    const canWrite = useCanUpload();
    return history ? <UploadHistory canWrite={canWrite} /> : <List />;
  };
}

/**
 * "Upload conversions…" and "Upload history" on the conversions list. `?modal=upload` (the palette
 * command's link) opens the dialog; closing it drops that parameter again.
 */
export function ConversionUploadButtons() {
  const { LL } = useI18n();
  const t = LL.conversions.upload;
  const canWrite = useCanUpload();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const fromUrl = new URLSearchParams(search).get('modal') === 'upload';
  const close = () => {
    if (!fromUrl) return;
    const rest = new URLSearchParams(search);
    rest.delete('modal');
    navigate(rest.size ? `${location}?${rest}` : location, { replace: true });
  };
  return (
    <Toolbar
      actions={
        <>
          {/* the faces of conversions.upload (the dialog over this list, `?modal=upload`) and conversions.uploadHistory */}
          <CommandButton command="conversions.upload" tone="secondary" size="sm">
            {t.open()}
          </CommandButton>
          <CommandButton command="conversions.uploadHistory" tone="ghost" size="sm">
            {t.commands.history()}
          </CommandButton>
          {canWrite && fromUrl && <UploadDialog canWrite onClose={close} />}
        </>
      }
    />
  );
}
