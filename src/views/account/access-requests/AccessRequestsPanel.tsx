import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { accessKeys, accessRequestsQuery, answerRequest } from '../../../api/access.ts';
import { ACCESS_REQUESTS_PARAM } from '../../../commands/access.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { nextAccessRequest } from '../../../machines/access-request.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { useShellSession } from '../../app/runtime.tsx';
import * as css from './access.css.ts';
import { errorText } from './error-text.ts';
import { useFormat } from '../../app/useFormat.ts';

/**
 * The account manager's access requests (spec 1 §4) with the owner's accept and reject. Which
 * buttons a row offers comes from the same chart the server decides with (src/machines/access-request.ts);
 * the status shown is the server's as of its clock, so a lapsed request already reads "Expired".
 */
export function AccessRequestsPanel() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const { access } = useShellSession();
  const queryClient = useQueryClient();
  const visible = access !== null && can(access, 'brand_account', LEVEL.read);
  const owner = access?.role === 'owner';
  const query = useQuery({ ...accessRequestsQuery(), enabled: visible });
  const [busy, setBusy] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const search = useSearch();
  // the palette's "Review account-access requests" lands here: bring the list into view and focus
  useEffect(() => {
    if (new URLSearchParams(search).has(ACCESS_REQUESTS_PARAM)) {
      section.current?.scrollIntoView?.({ block: 'start' });
      section.current?.focus();
    }
  }, [search]);

  if (!visible) return null;

  const answer = async (id: number, action: 'accept' | 'reject') => {
    setBusy(id);
    try {
      await answerRequest(queryClient, id, action);
      showToast({ tone: 'success', title: action === 'accept' ? LL.access.requests.accepted() : LL.access.requests.rejected() });
    } catch (error) {
      showToast({ tone: 'error', title: errorText(LL, error) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: accessKeys.requests });
    }
  };

  const items = query.data?.items ?? [];
  const open = items.find((r) => r.status === 'accepted');
  return (
    <section ref={section} tabIndex={-1} className={css.panel} aria-labelledby="access-requests-title">
      <h2 id="access-requests-title" className={css.heading}>
        {LL.access.requests.title()}
      </h2>
      <p className={css.muted}>{LL.access.requests.intro()}</p>
      {open && <p>{LL.access.requests.hasAccess({ until: fmt.dateTime(open.expires_at) })}</p>}
      {!owner && <p className={css.muted}>{LL.access.requests.ownerOnly()}</p>}
      {query.isSuccess && !items.length ? (
        <p className={css.muted}>{LL.access.requests.none()}</p>
      ) : (
        <ListTable
          labelledBy="access-requests-title"
          rows={items}
          rowKey={(r) => r.id}
          columns={[
            { key: 'manager', label: LL.access.requests.manager(), role: 'name', value: (r) => r.manager_name },
            { key: 'status', label: LL.access.requests.status(), role: 'status', value: (r) => LL.access.requests.statuses[r.status]() },
            { key: 'requested', label: LL.access.requests.requestedAt(), priority: 2, value: (r) => fmt.dateTime(r.requested_at) },
            { key: 'expires', label: LL.access.requests.expiresAt(), priority: 2, value: (r) => fmt.dateTime(r.expires_at) },
            owner && {
              key: 'actions',
              label: LL.table.actions(),
              role: 'actions',
              cell: (r) =>
                nextAccessRequest(r.status, { type: 'request.accept' }) && (
                  <div className={css.row}>
                    <Button size="sm" isDisabled={busy === r.id} onPress={() => void answer(r.id, 'accept')}>
                      {LL.access.requests.accept()}
                    </Button>
                    <Button size="sm" tone="secondary" isDisabled={busy === r.id} onPress={() => void answer(r.id, 'reject')}>
                      {LL.access.requests.reject()}
                    </Button>
                  </div>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
