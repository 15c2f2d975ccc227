import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useLocation, useParams, useSearch } from 'wouter';
import { isApiError } from '../../../api/api-error.ts';
import { offerKeys, offerMutations, offerQuery } from '../../../api/offers.ts';
import * as api from '../../../domain/offers/contract.ts';
import type { FieldError } from '../../../domain/errors.ts';
import type { Offer } from '../../../domain/offers/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { errorText } from '../../../i18n/translate.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useCommandControl } from '../../app/useCommandControl.ts';
import { showToast } from '../../system/toast-queue.ts';
import * as css from '../list/offers.css.ts';
import { ConversionEventsPanel } from '../tracking/ConversionEventsPanel.tsx';
import { TrackingSettingsPanel } from '../tracking/TrackingSettingsPanel.tsx';
import { fromOffer, tabBody, TABS, validateTab, type OfferDraft, type Tab } from './form-state.ts';
import { errorTexts, focusField, TabSection } from './sections.tsx';

const ENDPOINT = {
  general: api.updateGeneral,
  tracking: api.updateTracking,
  targeting: api.updateTargeting,
  schedule: api.updateSchedule,
  creative: api.updateCreative,
} as const;

/**
 * /offers/:id/edit: tabs general, tracking, targeting, schedule, creative (`?tab=` opens one). Each tab
 * saves with its own PUT; leaving a tab with unsaved changes asks first. Saving the schedule of a
 * deactivated offer is how it reopens (spec 2 §4).
 */
export function OfferEditPage() {
  const { id } = useParams<{ id: string }>();
  const q = useQuery(offerQuery(Number(id)));
  const { LL } = useI18n();
  if (q.isError)
    return (
      <p role="alert" className={css.error}>
        {LL.offers.detail.loadFailed()}
      </p>
    );
  if (!q.data) return <p>{LL.common.loading()}</p>;
  return <EditTabs key={q.data.id} offer={q.data} />;
}

function EditTabs({ offer }: { offer: Offer }) {
  const { LL } = useI18n();
  const { me } = useShellSession();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const wanted = search.get('tab') as Tab | null;
  const [tab, setTab] = useState<Tab>(wanted && TABS.includes(wanted) ? wanted : 'general');
  const [saved, setSaved] = useState<OfferDraft>(() => fromOffer(offer));
  const [draft, setDraft] = useState<OfferDraft>(saved);
  const latest = useRef(draft);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [leaving, setLeaving] = useState<Tab | null>(null);
  const panel = useRef<HTMLFormElement>(null);
  useViewCommands(viewCommands.offerEditKeys, { submit: () => panel.current?.requestSubmit() });
  const dirty = JSON.stringify(tabBody(tab, draft)) !== JSON.stringify(tabBody(tab, saved));
  useEffect(() => focusField(panel.current, errors[0]?.field), [errors]);

  const set = (patch: Partial<OfferDraft>) => {
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
  };
  const go = (next: Tab) => {
    setErrors([]);
    setTab(next);
    navigate(`/offers/${offer.id}/edit?tab=${next}`, { replace: true });
  };
  const save = async () => {
    const found = validateTab(tab, latest.current, { startChanged: latest.current.start_date !== saved.start_date });
    setErrors(found);
    if (found.length > 0) return;
    try {
      const body = tabBody(tab, latest.current);
      const answer = await offerMutations(client).updateTab(ENDPOINT[tab] as typeof api.updateGeneral, offer.id, body as never);
      client.setQueryData(offerKeys.detail(offer.id), answer);
      void client.invalidateQueries({ queryKey: offerKeys.all });
      const fresh = fromOffer(answer);
      setSaved(fresh);
      latest.current = { ...latest.current, ...tabBody(tab, fresh) } as OfferDraft;
      showToast({ tone: 'success', title: LL.offers.edit.saved() });
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) setErrors(error.errors);
      else showToast({ tone: 'error', title: isApiError(error) ? errorText(LL, error.code) : LL.errors.somethingWentWrong() });
    }
  };
  // Save and Cancel are the faces of these (decision 097); Save stays the form's submit button, so Enter in a field saves
  useViewCommands(viewCommands.offerEditForm, {
    review: false,
    canGoBack: false,
    dirty,
    submit: () => panel.current?.requestSubmit(),
    back: () => undefined,
    cancel: () => navigate(`/offers/${offer.id}/detail`),
  });
  const saveControl = useCommandControl('offerEdit.save');
  const f = { draft, set, errors: errorTexts(LL, errors), currency: me?.currency ?? 'USD', page: 'offerEdit' as const };
  const content = (
    <form
      ref={panel}
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TabSection tab={tab} f={f} />
      <div className={css.actions}>
        {saveControl.visible && (
          <Button
            type="submit"
            tone="primary"
            command={saveControl.command}
            isDisabled={saveControl.isDisabled}
            disabledReason={saveControl.disabledReason}
          >
            {LL.common.save()}
          </Button>
        )}
        <CommandButton tone="ghost" command="offerEdit.cancel">
          {LL.common.cancel()}
        </CommandButton>
      </div>
    </form>
  );
  // the tracking tab also holds the offer's tracking settings and events; they save on their own,
  // outside the tab's form, so Ctrl+Enter and "unsaved changes" stay about the tab's fields
  const tabContent =
    tab === 'tracking' ? (
      <>
        {content}
        <TrackingSettingsPanel offerId={offer.id} page="offerEdit" />
        <ConversionEventsPanel offerId={offer.id} page="offerEdit" />
      </>
    ) : (
      content
    );
  return (
    <section className={css.page} aria-labelledby="offer-edit-title">
      <h1 id="offer-edit-title">
        {LL.offers.edit.title({ id: offer.id })} — {offer.name}
      </h1>
      <CommandTabs
        name="offerEdit"
        label={LL.offers.edit.title({ id: offer.id })}
        selectedKey={tab}
        onSelectionChange={(k: Key) => {
          const next = k as Tab;
          if (next === tab) return;
          if (dirty) setLeaving(next);
          else go(next);
        }}
        items={TABS.map((t) => ({ id: t, label: LL.offers.tabs[t](), content: t === tab ? tabContent : null }))}
      />
      <ModalDialog
        isOpen={leaving !== null}
        onOpenChange={(o) => !o && setLeaving(null)}
        title={LL.offers.edit.unsavedTitle()}
        role="alertdialog"
        size="sm"
        actions={({ close }) => (
          <>
            <Button tone="ghost" onPress={close}>
              {LL.offers.edit.stay()}
            </Button>
            <Button
              tone="danger"
              onPress={() => {
                const next = leaving!;
                setDraft(saved);
                latest.current = saved;
                setLeaving(null);
                go(next);
              }}
            >
              {LL.offers.edit.leave()}
            </Button>
          </>
        )}
      >
        {LL.offers.edit.unsavedBody()}
      </ModalDialog>
    </section>
  );
}
