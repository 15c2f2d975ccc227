import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadWith, type UploadTransport } from '../../../api/files.ts';
import { isApiError } from '../../../api/api-error.ts';
import { setAvatar, setCover, storeProfile } from '../../../api/profile.ts';
import type { Me } from '../../../domain/auth/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { showToast } from '../../system/toast-queue.ts';

/**
 * The multipart POST to the store; undefined → XMLHttpRequest. A seam for dom tests (happy-dom has
 * no store to post to), the same way `pageReload` is.
 */
export const pictureUpload: { transport: UploadTransport | undefined } = { transport: undefined };

export type PictureKind = 'avatar' | 'cover';

// the upload use and the PUT per picture (spec 1 §7; the cover's rules: decision 011)
const KINDS = {
  avatar: {
    use: 'profile_photo',
    accept: '.jpg,.jpeg,.png',
    save: async (...a: Parameters<typeof setAvatar>) => ({ avatar: (await setAvatar(...a)).avatar }),
  },
  cover: {
    use: 'cover',
    accept: '.jpg,.jpeg,.png',
    save: async (...a: Parameters<typeof setCover>) => ({ cover: (await setCover(...a)).cover }),
  },
} as const;

/** A profile picture of the caller: presign → upload with progress → confirm → PUT user/info/<kind>. */
export function PictureUpload({ me, kind, readOnly = false }: { me: Me; kind: PictureKind; readOnly?: boolean }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const { use, accept, save } = KINDS[kind];
  const current = me[kind];
  const label = kind === 'avatar' ? LL.account.avatar() : LL.account.cover();
  // the button is the face of "Change avatar…" / "Change cover picture…" (issue 29 item 1)
  useViewCommands(readOnly ? null : kind === 'avatar' ? viewCommands.avatarUpload : viewCommands.coverUpload, {
    uploading: percent !== null,
    choose: () => input.current?.click(),
  });

  async function upload(file: File) {
    setPercent(0);
    try {
      const stored = await uploadWith(client, file, { use, onProgress: (p) => setPercent(p.percent), transport: pictureUpload.transport });
      const changed = await save(client, stored.id);
      storeProfile(client, { ...me, ...client.getQueryData<Me>(['auth', 'me']), ...changed });
    } catch (error) {
      // spec 1 §8: the photo message for a refused picture, the generic one otherwise
      const photo = isApiError(error) && error.status !== 0 && error.errors.some((e) => e.field === 'file');
      showToast({
        tone: 'error',
        title: LL.errors.failure(),
        description: photo ? LL.errors.photoUploadFailed() : LL.errors.somethingWentWrong(),
      });
    } finally {
      setPercent(null);
    }
  }

  return (
    <div>
      <span data-testid={`${kind}-current`}>
        {label}: {current ? current.path.split('/').pop() : LL.common.none()}
      </span>{' '}
      {!readOnly && (
        <>
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            data-testid={`${kind}-input`}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          <CommandButton command={kind === 'avatar' ? 'account.changeAvatar' : 'account.changeCover'} tone="secondary" size="sm">
            {kind === 'avatar' ? LL.account.changeAvatar() : LL.account.changeCover()}
          </CommandButton>
        </>
      )}
      {percent !== null && (
        <progress max={100} value={percent} aria-label={LL.account.uploadProgress({ percent })}>
          {LL.account.uploadProgress({ percent })}
        </progress>
      )}
    </div>
  );
}
