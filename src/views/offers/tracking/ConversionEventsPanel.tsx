import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AssetListView, type OfferEventsView } from '../../../commands/offer-assets.ts';
import { EVENT_MODES, type ConversionEvent } from '../../../domain/offer-assets/conversion-events.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { assetKeys, conversionEventCalls, conversionEventsQuery, offerConversionEventsQuery } from '../../../api/offer-assets.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import type { OfferPanelPage } from './TrackingSettingsPanel.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { errorsOf, useAfterWrite, useCanWrite, type Errors } from '../groups/asset-kit.tsx';
import * as css from '../groups/assets.css.ts';
import { ConversionEventDialog } from './ConversionEventDialog.tsx';

/**
 * The events of one offer (spec 2 "Offer event link"): which of the brand's conversion events it
 * uses, the primary one (exactly one, a radio group), event mode and auto assign; plus creating and
 * editing the brand's events. The offer pages mount it with `offerId`. The palette's "New conversion
 * event" and edit/delete act on the event selected here.
 */
interface Link {
  event_id: number;
  event_mode: (typeof EVENT_MODES)[number];
  is_primary: boolean;
  auto_assign: boolean;
}

export function ConversionEventsPanel({ offerId, page }: { offerId: number; page: OfferPanelPage }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const t = LL.offerAssets.events;
  const events = useQuery(conversionEventsQuery());
  const linked = useQuery(offerConversionEventsQuery(offerId));
  const [links, setLinks] = useState<Link[] | null>(null);
  const [dialog, setDialog] = useState<ConversionEvent | 'new' | null>(null);
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  const [selected, setSelected] = useState<number | null>(null);
  const after = useAfterWrite(assetKeys.events);
  const name = useId();
  const current: Link[] =
    links ??
    (linked.data ?? []).map(({ event_id, event_mode, is_primary, auto_assign }) => ({ event_id, event_mode, is_primary, auto_assign }));
  const byId = new Map((events.data ?? []).map((e) => [e.id, e]));
  const setLink = (id: number, patch: Partial<Link>) =>
    setLinks(current.map((l) => (l.event_id === id ? { ...l, ...patch } : patch.is_primary ? { ...l, is_primary: false } : l)));

  const sel = selected !== null ? byId.get(selected) : undefined;
  const view: AssetListView = {
    selected: sel ? { id: sel.id, name: sel.name } : null,
    create: () => setDialog('new'),
    edit: (id) => setDialog(byId.get(id) ?? null),
    remove: (id) => {
      void conversionEventCalls.remove(client, id).then(
        () => after(),
        (e) => showToast({ tone: 'error', title: errorsOf(LL, e).form ?? '' }),
      );
    },
  };
  useViewCommands(page === 'offerDetail' ? viewCommands.conversionEvents : viewCommands.conversionEventsEdit, view);

  const save = useMutation({
    mutationFn: () => conversionEventCalls.saveForOffer(client, { offer_id: offerId, events: current }),
    onSuccess: () => {
      setLinks(null);
      setErrors({ form: null, fields: {} });
      after();
      void linked.refetch();
      showToast({ tone: 'success', title: LL.offerAssets.common.saved() });
    },
    onError: (e) => setErrors(errorsOf(LL, e)),
  });
  const unlink = (id: number) => setLinks(current.filter((x) => x.event_id !== id));
  // the linked event that last held focus is the one the palette's edit / remove act on (decision 098)
  const focused = selected !== null && current.some((l) => l.event_id === selected) ? selected : null;
  const eventsView: OfferEventsView = {
    changed: links !== null,
    focused: focused !== null ? { id: focused, name: byId.get(focused)?.name ?? String(focused) } : null,
    saveLinks: () => save.mutate(),
    unlink,
  };
  useViewCommands(page === 'offerDetail' ? viewCommands.offerEventsDetail : viewCommands.offerEventsEdit, eventsView);
  const unlinked = (events.data ?? []).filter((e) => !current.some((l) => l.event_id === e.id));

  return (
    <section className={css.form} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t.offerEvents()}</h2>
      {current.length === 0 && <p className={css.hint}>{t.noEvents()}</p>}
      {current.map((l) => {
        const e = byId.get(l.event_id);
        return (
          <div key={l.event_id} className={css.inline} onFocus={() => setSelected(l.event_id)}>
            <label>
              <input
                type="radio"
                name={`${name}-primary`}
                checked={l.is_primary}
                disabled={!canWrite}
                onChange={() => setLink(l.event_id, { is_primary: true })}
              />{' '}
              {t.primary()}: {e?.name ?? l.event_id}
            </label>
            <select
              aria-label={t.mode()}
              className={css.nativeSelect}
              value={l.event_mode}
              disabled={!canWrite}
              onChange={(ev) => setLink(l.event_id, { event_mode: ev.target.value as Link['event_mode'] })}
            >
              {EVENT_MODES.map((m) => (
                <option key={m} value={m}>
                  {t.modes[m]()}
                </option>
              ))}
            </select>
            <Checkbox isSelected={l.auto_assign} isReadOnly={!canWrite} onChange={(auto_assign) => setLink(l.event_id, { auto_assign })}>
              {t.autoAssign()}
            </Checkbox>
            {e && (
              <RowCommandButton size="sm" tone="ghost" command="offerAssets.event.edit" onPress={() => setDialog(e)}>
                {LL.offerAssets.common.edit()}
              </RowCommandButton>
            )}
            <RowCommandButton size="sm" tone="ghost" command="offerAssets.event.unlink" onPress={() => unlink(l.event_id)}>
              {t.remove({ name: e?.name ?? String(l.event_id) })}
            </RowCommandButton>
          </div>
        );
      })}
      {(errors.fields.events || errors.form) && (
        <p role="alert" className={css.error}>
          {errors.fields.events ?? errors.form}
        </p>
      )}
      {canWrite && (
        <div className={css.actions}>
          {unlinked.length > 0 && (
            <select
              aria-label={t.add()}
              className={css.nativeSelect}
              value=""
              onChange={(ev) => {
                const id = Number(ev.target.value);
                if (id) setLinks([...current, { event_id: id, event_mode: 'public', is_primary: current.length === 0, auto_assign: true }]);
              }}
            >
              <option value="">{t.add()}</option>
              {unlinked.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          )}
          <CommandButton tone="secondary" command="offerAssets.new.event">
            {t.new()}
          </CommandButton>
          <CommandButton command="offerAssets.event.saveLinks" busy={save.isPending}>
            {t.saveLinks()}
          </CommandButton>
        </div>
      )}
      {dialog && <ConversionEventDialog event={dialog} onClose={() => setDialog(null)} />}
    </section>
  );
}
