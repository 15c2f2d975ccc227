import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadFile } from '../../../api/files.ts';
import { isApiError } from '../../../api/api-error.ts';
import { setAvatar, storeProfile } from '../../../api/profile.ts';
import type { Me } from '../../../domain/auth/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { useRuntime } from '../../shell/runtime.tsx';

/** Profile photo: presign → upload with progress → confirm → PUT user/info/avatar (spec 1 §7). */
export function AvatarUpload({ me }: { me: Me }) {
  const { LL } = useI18n();
  const { http } = useRuntime();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  async function upload(file: File) {
    setPercent(0);
    try {
      const stored = await uploadFile(http, file, { use: 'profile_photo', onProgress: (p) => setPercent(p.percent) });
      const { avatar } = await setAvatar(http, stored.id);
      storeProfile(client, { ...me, ...client.getQueryData<Me>(['auth', 'me']), avatar });
    } catch (error) {
      // spec 1 §8: the photo message for a refused photo, the generic one otherwise
      const photo = isApiError(error) && error.status !== 0 && error.errors.some((e) => e.field === 'file');
      showToast({ tone: 'error', title: LL.errors.failure(), description: photo ? LL.errors.photoUploadFailed() : LL.errors.somethingWentWrong() });
    } finally {
      setPercent(null);
    }
  }

  return (
    <div>
      <span>{LL.account.avatar()}: {me.avatar ? me.avatar.path.split('/').pop() : LL.common.none()}</span>{' '}
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png"
        hidden
        data-testid="avatar-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <Button tone="secondary" size="sm" onPress={() => input.current?.click()} isDisabled={percent !== null}>
        {LL.account.changeAvatar()}
      </Button>
      {percent !== null && (
        <progress max={100} value={percent} aria-label={LL.account.uploadProgress({ percent })}>
          {LL.account.uploadProgress({ percent })}
        </progress>
      )}
    </div>
  );
}
