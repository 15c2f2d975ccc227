import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { accessKeys, apiKeyCalls, apiKeyQuery } from '../../../api/access.ts';
import { API_KEY_INTENT_PARAM, type ApiKeyIntent } from '../../../commands/access.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { useShellSession } from '../../app/runtime.tsx';
import * as css from '../access-requests/access.css.ts';
import { errorText } from '../access-requests/error-text.ts';
import { useFormat } from '../../app/useFormat.ts';
import { RevealKeyDialog } from './RevealKeyDialog.tsx';

/**
 * The brand API key (spec 1 §6): its prefix and dates, create, rotate and revoke. The full key is
 * only ever in the answer of create or rotate: it lives in this component's state while the reveal
 * dialog is open and is dropped when the dialog closes, so it cannot be shown twice.
 * `?api_key=create|rotate|revoke` (the palette commands) opens the matching step on arrival.
 */
export function ApiKeyPanel() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const { access } = useShellSession();
  const queryClient = useQueryClient();
  const allowed = access !== null && can(access, 'brand_account', LEVEL.full);
  const query = useQuery({ ...apiKeyQuery(), enabled: allowed });
  const key = query.data?.key ?? null;
  const [revealed, setRevealed] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (intent: ApiKeyIntent) => {
    setBusy(true);
    try {
      const calls = apiKeyCalls(queryClient);
      if (intent === 'revoke') {
        await calls.revoke();
        showToast({ tone: 'success', title: LL.access.apiKey.revoked() });
      } else {
        setRevealed((await (intent === 'create' ? calls.create() : calls.rotate())).api_key);
      }
    } catch (error) {
      showToast({ tone: 'error', title: errorText(LL, error) });
    } finally {
      setBusy(false);
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: accessKeys.apiKey });
    }
  };

  useIntent(allowed && query.isSuccess, (intent) => {
    if (intent === 'create' && !key) void run('create');
    else if ((intent === 'rotate' || intent === 'revoke') && key) setConfirm(intent);
  });

  if (!allowed) {
    return (
      <section className={css.panel} aria-labelledby="api-key-title">
        <h2 id="api-key-title" className={css.heading}>
          {LL.access.apiKey.title()}
        </h2>
        <p className={css.muted}>{LL.access.apiKey.readOnly()}</p>
      </section>
    );
  }
  const prefix = key?.prefix ?? '';
  return (
    <section className={css.panel} aria-labelledby="api-key-title">
      <h2 id="api-key-title" className={css.heading}>
        {LL.access.apiKey.title()}
      </h2>
      <p className={css.muted}>{LL.access.apiKey.intro()}</p>
      {key ? (
        <>
          <div className={css.row}>
            <span>{LL.access.apiKey.prefix()}</span>
            <code className={css.secret} data-testid="api-key-prefix">{`${key.prefix}…`}</code>
          </div>
          <p className={css.muted}>
            {LL.access.apiKey.createdAt({ at: fmt.dateTime(key.created_at) })} ·{' '}
            {key.last_used_at ? LL.access.apiKey.lastUsed({ at: fmt.dateTime(key.last_used_at) }) : LL.access.apiKey.neverUsed()}
          </p>
          <div className={css.row}>
            <Button tone="secondary" isDisabled={busy} onPress={() => setConfirm('rotate')}>
              {LL.access.apiKey.rotate()}
            </Button>
            <Button tone="danger" isDisabled={busy} onPress={() => setConfirm('revoke')}>
              {LL.access.apiKey.revoke()}
            </Button>
          </div>
        </>
      ) : (
        query.isSuccess && (
          <>
            <p className={css.muted}>{LL.access.apiKey.none()}</p>
            <div className={css.row}>
              <Button isDisabled={busy} onPress={() => void run('create')}>
                {LL.access.apiKey.create()}
              </Button>
            </div>
          </>
        )
      )}
      <ModalDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        role="alertdialog"
        size="sm"
        title={confirm === 'revoke' ? LL.access.apiKey.revokeConfirmTitle() : LL.access.apiKey.rotateConfirmTitle()}
        actions={({ close }) => (
          <>
            <Button tone="secondary" onPress={close}>
              {LL.access.apiKey.cancel()}
            </Button>
            <Button tone={confirm === 'revoke' ? 'danger' : 'primary'} isDisabled={busy} onPress={() => confirm && void run(confirm)}>
              {confirm === 'revoke' ? LL.access.apiKey.revoke() : LL.access.apiKey.rotate()}
            </Button>
          </>
        )}
      >
        <p className={css.muted}>
          {confirm === 'revoke' ? LL.access.apiKey.revokeConfirm({ prefix }) : LL.access.apiKey.rotateConfirm({ prefix })}
        </p>
      </ModalDialog>
      <RevealKeyDialog apiKey={revealed} onDone={() => setRevealed(null)} />
    </section>
  );
}

/** Runs `handle` once for the `?api_key=` intent when `ready`, then removes it from the address. */
function useIntent(ready: boolean, handle: (intent: ApiKeyIntent) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const intent = params.get(API_KEY_INTENT_PARAM);
    if (!ready || !intent || done.current === search) return;
    done.current = search;
    if (intent === 'create' || intent === 'rotate' || intent === 'revoke') handle(intent);
    params.delete(API_KEY_INTENT_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [ready, search, location, navigate, handle]);
}
