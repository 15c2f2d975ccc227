import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { managedOfferQuery, offerPartnersQuery } from '../../../api/tier-groups.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../domain/partners/enums.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Pager } from '../../app/Pager.tsx';
import { Select } from '../../system/Select.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import * as css from '../tier-groups/tier-groups.css.ts';

const ANY = 'any';

/**
 * /management/offers/:id (issue 16 item 2; docs/decisions/052): the offer's partners in the user's
 * partner scope, each with its latest contract — working mode with the brand, whether it works on
 * this offer now, contract status, request date and the payout tier that applies — 20 a page,
 * filtered by contract status. A partner links to its management detail by path.
 */
export function ManagedOfferDetailPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.tierGroups.offers;
  const { id } = useParams<{ id: string }>();
  const offerId = Number(id);
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<ContractStatus | typeof ANY>(ANY);
  const [page, setPage] = useState(1);
  const offer = useQuery({ ...managedOfferQuery(offerId), enabled: offerId > 0 });
  const partners = useQuery({ ...offerPartnersQuery(offerId, page, status === ANY ? undefined : status), enabled: offer.isSuccess });
  const items = partners.data?.items ?? [];
  const paging = partners.data?.paging;
  const listPath = routePath('managementOffers');
  useViewCommands(viewCommands.managedOffer, { back: () => navigate(listPath) });

  if (offer.isError)
    return (
      <section className={css.page} aria-labelledby="managed-offer-title">
        <h1 id="managed-offer-title">{LL.routes.managementOfferDetail()}</h1>
        <p role="alert">{LL.tierGroups.refusals.offer_not_found()}</p>
        <Link href={listPath}>{t.back()}</Link>
      </section>
    );

  return (
    <section className={css.page} aria-labelledby="managed-offer-title">
      <h1 id="managed-offer-title">{offer.data ? t.detailTitle({ name: offer.data.name }) : LL.routes.managementOfferDetail()}</h1>
      <Link href={listPath}>{t.back()}</Link>
      {offer.data && (
        <p className={css.intro}>
          {`${t.columns.working()}: ${fmt.number(offer.data.working)} · ${t.columns.pending()}: ${fmt.number(offer.data.pending)} · ${t.columns.total()}: ${fmt.number(offer.data.total)}`}
        </p>
      )}
      <Toolbar
        filters={
          <Select
            label={t.contractStatus()}
            options={[
              { id: ANY, label: t.anyContract() },
              ...CONTRACT_STATUSES.map((s) => ({ id: s, label: LL.partners.contract.status[s]() })),
            ]}
            selectedKey={status}
            onSelectionChange={(k) => {
              setStatus(k as ContractStatus | typeof ANY);
              setPage(1);
            }}
          />
        }
      />
      {partners.isSuccess && items.length === 0 && <p>{t.noPartners()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="managed-offer-title"
          label={t.partnersLabel()}
          rows={items}
          rowKey={(p) => p.partner_id}
          columns={[
            {
              key: 'partner',
              label: t.partnerColumns.partner(),
              role: 'name',
              title: (p) => p.display_name,
              cell: (p) => <Link href={routePath('managementPartnerDetail', { id: p.partner_id })}>{p.display_name}</Link>,
            },
            {
              key: 'workingMode',
              label: t.partnerColumns.workingMode(),
              role: 'status',
              value: (p) => (p.working_mode === null ? t.notJoined() : LL.partners.workingMode[String(p.working_mode) as '0']()),
            },
            {
              key: 'onOffer',
              label: t.partnerColumns.onOffer(),
              priority: 2,
              value: (p) => (p.working_on_offer ? t.working() : t.notWorking()),
            },
            {
              key: 'contract',
              label: t.partnerColumns.contract(),
              priority: 2,
              value: (p) => LL.partners.contract.status[p.contract_status](),
            },
            { key: 'requested', label: t.partnerColumns.requested(), priority: 3, value: (p) => fmt.date(p.requested_at) },
            {
              key: 'payoutTier',
              label: t.partnerColumns.payoutTier(),
              role: 'figure',
              priority: 3,
              value: (p) => (p.payout_tier === null ? t.defaultTier() : LL.tierGroups.tierValue({ tier: String(Number(p.payout_tier)) })),
            },
          ]}
        />
      )}
      {paging && paging.total_page > 1 && (
        <Pager label={t.partnersLabel()} page={paging.current_page} pages={paging.total_page} onPage={setPage} />
      )}
    </section>
  );
}
