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
import { CommandButton } from '../../app/CommandButton.tsx';
import { Button } from '../../system/Button.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import * as pageCss from '../../system/page.css.ts';
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
    // an area page like the others (decision 069): the page column, a real page title
    <section className={pageCss.page} aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">{LL.webhooks.title()}</h1>
      <p className={css.muted}>{manage ? LL.webhooks.intro() : LL.webhooks.readOnly()}</p>
      {manage && (
        <Toolbar
          actions={
            // the face of webhooks.add (the palette's "Add webhook endpoint": `?webhook=add` opens the form)
            <CommandButton command="webhooks.add" busy={busy}>
              {LL.webhooks.add()}
            </CommandButton>
          }
        />
      )}
      {endpoints.isSuccess && items.length === 0 && <p className={css.muted}>{LL.webhooks.none()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="webhooks-title"
          testId="webhook-endpoints"
          rows={items}
          rowKey={(e) => e.id}
          rowAttributes={(e) => ({ 'aria-current': e.id === selected?.id })}
          columns={[
            {
              key: 'url',
              label: LL.webhooks.url(),
              role: 'name',
              cell: (e) => (
                <button type="button" className={css.link} onClick={() => (setSelectedId(e.id), setBefore(null))}>
                  {e.url}
                </button>
              ),
            },
            {
              key: 'events',
              label: LL.webhooks.events(),
              priority: 2,
              wrap: true,
              value: (e) => e.events.map((t) => eventLabel(LL, t)).join(', '),
            },
            {
              key: 'status',
              label: LL.webhooks.status(),
              role: 'status',
              value: (e) =>
                e.enabled
                  ? e.first_failure_at
                    ? LL.webhooks.failingSince({ at: fmt.dateTime(e.first_failure_at) })
                    : LL.webhooks.enabled()
                  : e.disabled_reason === 'failing'
                    ? LL.webhooks.disabledFailing()
                    : LL.webhooks.disabledByUser(),
            },
            manage && {
              key: 'actions',
              label: LL.table.actions(),
              role: 'actions',
              cell: (e) => (
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
              ),
            },
          ]}
        />
      )}
      {selected && (
        <>
          <h2 id="webhook-deliveries-title" className={css.subheading}>{`${LL.webhooks.deliveries()} · ${selected.url}`}</h2>
          {deliveries.isSuccess && deliveries.data.items.length === 0 && <p className={css.muted}>{LL.webhooks.noDeliveries()}</p>}
          {deliveries.isSuccess && deliveries.data.items.length > 0 && (
            <ListTable
              labelledBy="webhook-deliveries-title"
              testId="webhook-deliveries"
              rows={deliveries.data.items}
              rowKey={(d) => d.id}
              columns={[
                {
                  key: 'time',
                  label: LL.webhooks.colTime(),
                  role: 'name',
                  value: (d) => fmt.dateTime(d.last_attempt_at ?? d.created_at),
                },
                { key: 'event', label: LL.webhooks.colEvent(), priority: 1, value: (d) => eventLabel(LL, d.event_type) },
                { key: 'status', label: LL.webhooks.colStatus(), role: 'status', value: (d) => LL.webhooks.deliveryStatus[d.status]() },
                { key: 'response', label: LL.webhooks.colResponse(), priority: 2, value: (d) => d.response_status ?? d.error ?? '—' },
                {
                  key: 'duration',
                  label: LL.webhooks.colDuration(),
                  role: 'figure',
                  priority: 3,
                  value: (d) => (d.duration_ms === null ? '—' : LL.webhooks.durationMs({ ms: d.duration_ms })),
                },
                { key: 'attempts', label: LL.webhooks.colAttempts(), role: 'figure', priority: 3, value: (d) => d.attempts },
                manage && {
                  key: 'actions',
                  label: LL.table.actions(),
                  role: 'actions',
                  cell: (d) => (
                    <Button
                      size="sm"
                      tone="secondary"
                      isDisabled={busy || !selected.enabled}
                      onPress={() => void act(() => calls.replay(d.id), LL.webhooks.replayQueued())}
                    >
                      {LL.webhooks.replay()}
                    </Button>
                  ),
                },
              ]}
            />
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
