import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { webhookCalls, webhookDeliveriesQuery, webhookEndpointsQuery, webhookKeys } from '../../../api/webhooks.ts';
import { WEBHOOK_INTENT_PARAM, type WebhookIntent } from '../../../commands/webhooks.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import type { WebhookEndpoint } from '../../../domain/webhooks/contract.ts';
import { WEBHOOK_EVENT, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from '../../../domain/webhooks/events.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { LL as Translations } from '../../../i18n/translate.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { Button } from '../../system/Button.tsx';
import { TableScroll } from '../../system/TableScroll.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from '../access-requests/access.css.ts';
import { errorText } from '../access-requests/error-text.ts';
import { useFormat } from '../../app/useFormat.ts';

/** The label of an event type (`conversion.created` → its translated name). */
export function eventLabel(LL: Translations, type: string): string {
  if (type === WEBHOOK_TEST_EVENT) return LL.webhooks.eventNames.test();
  const key = (Object.keys(WEBHOOK_EVENT) as (keyof typeof WEBHOOK_EVENT)[]).find((k) => WEBHOOK_EVENT[k] === type);
  return key ? LL.webhooks.eventNames[key]() : type;
}

type Form = { id: number | null; url: string; events: WebhookEventType[] };

/**
 * Webhook settings (issue 14 item 5): the brand's endpoints, add / edit (URL, events), enable and
 * disable, rotate the signing secret (shown once, then dropped), send a test event, and the delivery
 * log of the selected endpoint with replay. `?webhook=add|test|replay` (the palette commands) acts
 * on arrival: replay re-sends the newest delivery of the selected endpoint that did not arrive.
 */
export function WebhookSettingsPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const { access } = useShellSession();
  const queryClient = useQueryClient();
  const manage = access !== null && can(access, 'brand_account', LEVEL.full);
  const endpoints = useQuery(webhookEndpointsQuery());
  const items = endpoints.data?.items ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = items.find((e) => e.id === selectedId) ?? items[0] ?? null;
  const [before, setBefore] = useState<number | null>(null);
  const deliveries = useQuery({ ...webhookDeliveriesQuery(selected?.id ?? 0, before), enabled: selected !== null });
  const [form, setForm] = useState<Form | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const calls = webhookCalls(queryClient);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) showToast({ tone: 'success', title: done });
    } catch (error) {
      showToast({ tone: 'error', title: errorText(LL, error) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    }
  };
  const sendTest = (e: WebhookEndpoint) => act(() => calls.sendTest(e.id), LL.webhooks.testQueued());
  const replayLatest = async () => {
    const failed = deliveries.data?.items.find((d) => d.status !== 'delivered');
    if (!failed) return showToast({ tone: 'info', title: LL.webhooks.nothingToReplay() });
    await act(() => calls.replay(failed.id), LL.webhooks.replayQueued());
  };
  const save = async () => {
    if (!form) return;
    await act(async () => {
      if (form.id === null) setSecret((await calls.create({ url: form.url, events: form.events })).secret);
      else await calls.update(form.id, { url: form.url, events: form.events });
      setForm(null);
    }, LL.webhooks.saved());
  };

  useIntent(manage && endpoints.isSuccess && (selected === null || deliveries.isSuccess), (intent) => {
    if (intent === 'add') setForm({ id: null, url: '', events: [] });
    else if (intent === 'test' && selected) void sendTest(selected);
    else if (intent === 'replay') void replayLatest();
  });

  return (
    <section className={css.panel} aria-labelledby="webhooks-title">
      <h1 id="webhooks-title" className={css.heading}>
        {LL.webhooks.title()}
      </h1>
      <p className={css.muted}>{manage ? LL.webhooks.intro() : LL.webhooks.readOnly()}</p>
      {manage && (
        <Toolbar
          actions={
            <Button isDisabled={busy} onPress={() => setForm({ id: null, url: '', events: [] })}>
              {LL.webhooks.add()}
            </Button>
          }
        />
      )}
      {endpoints.isSuccess && items.length === 0 && <p className={css.muted}>{LL.webhooks.none()}</p>}
      {items.length > 0 && (
        <TableScroll labelledBy="webhooks-title">
          <table className={css.table} data-testid="webhook-endpoints">
            <thead>
              <tr>
                <th>{LL.webhooks.url()}</th>
                <th>{LL.webhooks.events()}</th>
                <th>{LL.webhooks.status()}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id} aria-current={e.id === selected?.id}>
                  <td>
                    <button type="button" onClick={() => (setSelectedId(e.id), setBefore(null))}>
                      {e.url}
                    </button>
                  </td>
                  <td>{e.events.map((t) => eventLabel(LL, t)).join(', ')}</td>
                  <td>
                    {e.enabled
                      ? e.first_failure_at
                        ? LL.webhooks.failingSince({ at: fmt.dateTime(e.first_failure_at) })
                        : LL.webhooks.enabled()
                      : e.disabled_reason === 'failing'
                        ? LL.webhooks.disabledFailing()
                        : LL.webhooks.disabledByUser()}
                  </td>
                  <td>
                    {manage && (
                      <div className={css.row}>
                        <Button
                          size="sm"
                          tone="secondary"
                          isDisabled={busy}
                          onPress={() => setForm({ id: e.id, url: e.url, events: e.events as WebhookEventType[] })}
                        >
                          {LL.webhooks.edit()}
                        </Button>
                        <Button
                          size="sm"
                          tone="secondary"
                          isDisabled={busy}
                          onPress={() => void act(() => calls.update(e.id, { enabled: !e.enabled }))}
                        >
                          {e.enabled ? LL.webhooks.disable() : LL.webhooks.enable()}
                        </Button>
                        <Button
                          size="sm"
                          tone="secondary"
                          isDisabled={busy}
                          onPress={() => void act(async () => setSecret((await calls.rotate(e.id)).secret))}
                        >
                          {LL.webhooks.rotate()}
                        </Button>
                        <Button size="sm" tone="secondary" isDisabled={busy || !e.enabled} onPress={() => void sendTest(e)}>
                          {LL.webhooks.sendTest()}
                        </Button>
                        <Button
                          size="sm"
                          tone="danger"
                          isDisabled={busy}
                          onPress={() => void act(() => calls.remove(e.id), LL.webhooks.deleted())}
                        >
                          {LL.webhooks.delete()}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {selected && (
        <>
          <h2 id="webhook-deliveries-title" className={css.heading}>{`${LL.webhooks.deliveries()} · ${selected.url}`}</h2>
          {deliveries.isSuccess && deliveries.data.items.length === 0 && <p className={css.muted}>{LL.webhooks.noDeliveries()}</p>}
          {deliveries.isSuccess && deliveries.data.items.length > 0 && (
            <TableScroll labelledBy="webhook-deliveries-title">
              <table className={css.table} data-testid="webhook-deliveries">
                <thead>
                  <tr>
                    <th>{LL.webhooks.colTime()}</th>
                    <th>{LL.webhooks.colEvent()}</th>
                    <th>{LL.webhooks.colStatus()}</th>
                    <th>{LL.webhooks.colResponse()}</th>
                    <th>{LL.webhooks.colDuration()}</th>
                    <th>{LL.webhooks.colAttempts()}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.items.map((d) => (
                    <tr key={d.id}>
                      <td>{fmt.dateTime(d.last_attempt_at ?? d.created_at)}</td>
                      <td>{eventLabel(LL, d.event_type)}</td>
                      <td>{LL.webhooks.deliveryStatus[d.status]()}</td>
                      <td>{d.response_status ?? d.error ?? '—'}</td>
                      <td>{d.duration_ms === null ? '—' : LL.webhooks.durationMs({ ms: d.duration_ms })}</td>
                      <td>{d.attempts}</td>
                      <td>
                        {manage && (
                          <Button
                            size="sm"
                            tone="secondary"
                            isDisabled={busy || !selected.enabled}
                            onPress={() => void act(() => calls.replay(d.id), LL.webhooks.replayQueued())}
                          >
                            {LL.webhooks.replay()}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {deliveries.data?.paging.next_before && (
            <Button size="sm" tone="secondary" onPress={() => setBefore(deliveries.data.paging.next_before)}>
              {LL.webhooks.more()}
            </Button>
          )}
        </>
      )}
      <ModalDialog
        isOpen={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.id === null ? LL.webhooks.formTitleAdd() : LL.webhooks.formTitleEdit()}
        actions={({ close }) => (
          <>
            <Button tone="secondary" onPress={close}>
              {LL.webhooks.cancel()}
            </Button>
            <Button isDisabled={busy || !form?.url || form.events.length === 0} onPress={() => void save()}>
              {LL.webhooks.save()}
            </Button>
          </>
        )}
      >
        {form && (
          <>
            <TextField label={LL.webhooks.url()} type="url" value={form.url} onChange={(url) => setForm({ ...form, url })} autoFocus />
            <fieldset>
              <legend>{LL.webhooks.events()}</legend>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  isSelected={form.events.includes(type)}
                  onChange={(on) => setForm({ ...form, events: on ? [...form.events, type] : form.events.filter((t) => t !== type) })}
                >
                  {eventLabel(LL, type)}
                </Checkbox>
              ))}
            </fieldset>
          </>
        )}
      </ModalDialog>
      <ModalDialog
        isOpen={secret !== null}
        isDismissable={false}
        role="alertdialog"
        title={LL.webhooks.secretTitle()}
        actions={<Button onPress={() => setSecret(null)}>{LL.webhooks.secretDone()}</Button>}
      >
        <p className={css.warning}>{LL.webhooks.secretWarning()}</p>
        <code className={css.secret} data-testid="webhook-secret">
          {secret}
        </code>
      </ModalDialog>
    </section>
  );
}

/** Runs the palette's `?webhook=` intent once the page is ready, then drops it from the URL. */
function useIntent(ready: boolean, run: (intent: WebhookIntent) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const intent = new URLSearchParams(search).get(WEBHOOK_INTENT_PARAM) as WebhookIntent | null;
    if (!ready || !intent || done.current === search) return;
    done.current = search;
    run(intent);
    navigate(location, { replace: true });
  }, [ready, search, location, navigate, run]);
}
