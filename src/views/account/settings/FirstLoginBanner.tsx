import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finishFirstLogin, storeProfile } from '../../../api/profile.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { showToast } from '../../system/toast-queue.ts';

/** Spec 1 §6 rule 7: while `is_first_login` home sends to /markets; "Get started" clears the flag. */
export function FirstLoginBanner() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const done = useMutation({
    mutationFn: () => finishFirstLogin(client),
    onSuccess: (me) => storeProfile(client, me),
    onError: () => showToast({ tone: 'error', title: LL.errors.failure(), description: LL.errors.somethingWentWrong() }),
  });
  return (
    <div role="region" aria-label={LL.account.firstLoginTitle()}>
      <strong>{LL.account.firstLoginTitle()}</strong> <span>{LL.account.firstLoginBody()}</span>{' '}
      <Button tone="primary" size="sm" onPress={() => done.mutate()} isDisabled={done.isPending}>
        {LL.account.getStarted()}
      </Button>
    </div>
  );
}
