import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { publicBlocked, STATUS_ACTIONS, type OfferView, type StatusAction } from '../../../commands/offers.ts';
import { textOf } from '../../../commands/text.ts';
import { offerByUuidQuery, offerQuery } from '../../../api/offers.ts';
import { type WorkingModeAction } from '../../../domain/offers/enums.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import type { Offer } from '../../../domain/offers/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { CommandButton } from '../../app/CommandButton.tsx';
import * as css from '../list/offers.css.ts';
import { useOfferActions } from '../list/useOfferActions.ts';
import { useOffersLive } from '../list/useOffersLive.ts';
import { OfferSections } from './OfferSections.tsx';
import { OfferPartners } from './OfferPartners.tsx';
import { OfferProducts } from './OfferProducts.tsx';

export const DETAIL_SECTIONS = ['general', 'tracking-and-control', 'targeting', 'schedule-and-budget'] as const;

/**
 * /offers/:id/detail (spec 2 §2): sections general, tracking-and-control, targeting,
 * schedule-and-budget, each an anchor (`#targeting` scrolls to it); `?uuid=` loads the offer by uuid.
 * The status, visibility and working-mode actions are the commands of src/commands/offers.ts,
 * enabled by the machines, registered in the palette while the page is open.
 */
export function OfferDetailPage() {
  const { id } = useParams<{ id: string }>();
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  const { LL } = useI18n();
  const byId = useQuery({ ...offerQuery(Number(id)), enabled: !uuid });
  const byUuid = useQuery({ ...offerByUuidQuery(uuid ?? ''), enabled: Boolean(uuid) });
  const q = uuid ? byUuid : byId;
  if (q.isError)
    return (
      <p role="alert" className={css.error}>
        {LL.offers.detail.loadFailed()}
      </p>
    );
  if (!q.data) return <p>{LL.common.loading()}</p>;
  return <Detail offer={q.data} />;
}

function Detail({ offer }: { offer: Offer }) {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const [, navigate] = useLocation();
  const actions = useOfferActions();
  useOffersLive();
  const canWrite = access !== null && can(access, 'offers', LEVEL.full);
  const [testing, setTesting] = useState(false);
  const view: OfferView = {
    offer,
    setStatus: (status) => void actions.setStatus(offer.id, status).catch(() => undefined),
    duplicate: () =>
      void actions.duplicate(offer.id).then(
        (copy) => navigate(`/offers/${copy.id}/detail`),
        () => undefined,
      ),
    setVisibility: (v) => void actions.setVisibility(offer.id, v).catch(() => undefined),
    workingMode: (a) => void actions.workingMode(offer.id, a).catch(() => undefined),
    testTracking: () => {
      setTesting(true);
      void actions
        .testTracking(offer.id)
        .catch(() => undefined)
        .finally(() => setTesting(false));
    },
  };
  useViewCommands(viewCommands.offer, view);
  useViewCommands(viewCommands.offerActivity, { offerId: offer.id });
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if ((DETAIL_SECTIONS as readonly string[]).includes(hash)) document.getElementById(hash)?.scrollIntoView?.({ block: 'start' });
  }, []);

  // every button is the face of its palette command (decision 097): presence, state and reason from the command
  const statusButtons = (Object.keys(STATUS_ACTIONS) as StatusAction[]).map((a) => (
    <CommandButton key={a} size="sm" tone={a === 'delete' ? 'danger' : 'secondary'} command={`offer.status.${a}`}>
      {LL.offers.commands.actions[a]()}
    </CommandButton>
  ));
  const modeButtons = (['pause', 'resume', 'block', 'unblock'] as WorkingModeAction[]).map((a) => (
    <CommandButton key={a} size="sm" tone="secondary" command={`offer.mode.${a}`}>
      {LL.offers.commands.mode[a]()}
    </CommandButton>
  ));
  const pub = publicBlocked(offer);
  return (
    <section className={css.page} aria-labelledby="offer-detail-title">
      <div className={css.toolbar}>
        <h1 id="offer-detail-title">
          {LL.offers.detail.title({ id: offer.id })} — {offer.name}
        </h1>
        <CommandButton tone="primary" command="offer.edit.general">
          {LL.offers.detail.edit()}
        </CommandButton>
        <CommandButton tone="secondary" command="offer.duplicate">
          {LL.offers.commands.duplicate()}
        </CommandButton>
      </div>
      <nav className={css.actions} aria-label={LL.offers.detail.title({ id: offer.id })}>
        {DETAIL_SECTIONS.map((s) => (
          <a key={s} href={`#${s}`}>
            {LL.offers.detail.sections[s]()}
          </a>
        ))}
      </nav>
      <dl className={css.dl}>
        <dt className={css.dt}>{LL.offers.filters.status()}</dt>
        <dd className={css.dd} data-testid="offer-status">
          {LL.offers.status[String(offer.status) as '1']()}
        </dd>
        <dt className={css.dt}>{LL.offers.detail.visibility()}</dt>
        <dd className={css.dd}>
          {LL.offers.visibility[offer.visibility]()}
          {offer.visibility === 'review' ? ` — ${LL.offers.detail.reviewPending()}` : ''}
          {offer.review_rejected_at ? ` — ${LL.offers.detail.reviewRejected()}` : ''}
        </dd>
        <dt className={css.dt}>{LL.offers.detail.workingMode()}</dt>
        <dd className={css.dd}>{LL.offers.workingMode[String(offer.working_mode) as '1']()}</dd>
        <dt className={css.dt}>{LL.offers.detail.trackingTest()}</dt>
        <dd className={css.dd}>
          {testing ? LL.offers.detail.testRunning() : LL.offers.detail.testStatus[offer.tracking_test_status]()}{' '}
          <CommandButton size="sm" tone="secondary" busy={testing} command="offer.testTracking">
            {LL.offers.commands.testTracking()}
          </CommandButton>
        </dd>
      </dl>
      {canWrite && (
        <>
          <div className={css.actions} role="group" aria-label={LL.offers.filters.status()}>
            {statusButtons}
          </div>
          <div className={css.actions} role="group" aria-label={LL.offers.detail.workingMode()}>
            {modeButtons}
          </div>
          <div className={css.actions} role="group" aria-label={LL.offers.detail.visibility()}>
            <CommandButton size="sm" tone="secondary" command="offer.requestPublic">
              {LL.offers.commands.requestPublic()}
            </CommandButton>
            {pub !== null && offer.visibility === 'private' && <span className={css.hint}>{textOf(LL, pub)}</span>}
            <CommandButton size="sm" tone="secondary" command="offer.makePrivate">
              {LL.offers.commands.makePrivate()}
            </CommandButton>
          </div>
        </>
      )}
      <OfferSections offer={offer} />
      <OfferProducts offerId={offer.id} />
      <OfferPartners offerId={offer.id} />
    </section>
  );
}
