import { useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { useParams } from 'wouter';
import { partnerContractsQuery, partnerQuery } from '../../../api/partners.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import {
  PARTNER_TABS,
  partnerInviteRefusal,
  partnerModeActions,
  type PartnerDetailView,
  type PartnerTab,
} from '../../../commands/partners.ts';
import type { PartnerDetail } from '../../../domain/partners/contract.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { partnerRelation } from '../../../domain/partners/relation.ts';
import { relationPhrase } from '../../../i18n/partner-relation.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useFormat } from '../../app/useFormat.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { InviteToOfferDialog } from '../../pickers/InviteToOfferDialog.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { ManagerDialog, TagsDialog } from '../shared/PartnerDialogs.tsx';
import { PerformancePanel, ReviewsPanel } from './PartnerInsights.tsx';
import * as css from '../shared/partners.css.ts';
import { usePartnerActions } from '../shared/usePartnerActions.ts';

/**
 * /management/partners/:id (spec 3 §2): one partner's relationship with the brand in four tabs —
 * overview (joined, working mode with the chart's actions, manager, tier group, tags), contract (this
 * brand's contracts with the partner), performance and reviews (the market profile's panels, with
 * links to the partner report and the profile). 404 outside the caller's partner scope.
 */
export function PartnerDetailPage() {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const id = Number(useParams<{ id: string }>().id);
  const partner = useQuery(partnerQuery(id));
  const [tab, setTab] = useState<PartnerTab>('overview');
  const [dialog, setDialog] = useState<'manager' | 'tags' | 'invite' | null>(null);
  const actions = usePartnerActions();
  const p = partner.data;
  const me = p ? { id: p.id, name: p.display_name, working_mode: p.working_mode } : null;
  const canWrite = access !== null && can(access, 'management', LEVEL.full);
  const canMarket = access !== null && can(access, 'market', LEVEL.read);
  const view: PartnerDetailView = {
    partner: me,
    setMode: (action) => me && void actions.setMode([me], action),
    openManager: () => setDialog('manager'),
    openTags: () => setDialog('tags'),
    showTab: setTab,
  };
  useViewCommands(viewCommands.partnerDetail, view);
  useViewCommands(viewCommands.partnerActivity, { partnerId: p ? p.id : null });
  // invite this partner to offers (the shared dialog); a blocked partner's command is listed, disabled, with why
  const inviteRefusal = me ? partnerInviteRefusal([me]) : null;
  useViewCommands(viewCommands.managedPartnerInvite, { openInvite: me ? () => setDialog('invite') : null, refusal: inviteRefusal });

  return (
    <section className={css.page} aria-labelledby="partner-title">
      <h1 id="partner-title">{p ? LL.management.detail.title({ name: p.display_name }) : LL.management.list.title()}</h1>
      <p>
        <a href="/management/partners">{LL.management.detail.back()}</a>
      </p>
      {partner.isError && (
        <p role="alert" className={css.error}>
          {LL.management.detail.notFound()}
        </p>
      )}
      {partner.isPending && <p>{LL.management.list.loading()}</p>}
      {p && me && (
        <CommandTabs
          name="partnerDetail"
          label={LL.management.detail.tabList()}
          selectedKey={tab}
          onSelectionChange={(k: Key) => setTab(k as PartnerTab)}
          items={PARTNER_TABS.map((t) => ({
            id: t,
            label: LL.management.detail.tabs[t](),
            content:
              t === 'overview' ? (
                <Overview p={p} canWrite={canWrite} />
              ) : t === 'contract' ? (
                <Contracts id={p.id} />
              ) : t === 'performance' ? (
                <PerformancePanel partnerId={p.id} canMarket={canMarket} />
              ) : (
                <ReviewsPanel partnerId={p.id} canMarket={canMarket} />
              ),
          }))}
        />
      )}
      {dialog === 'manager' && me && p && <ManagerDialog partners={[me]} current={p.manager?.id ?? 0} onClose={() => setDialog(null)} />}
      {dialog === 'tags' && me && p && <TagsDialog partner={me} tags={p.tags} onClose={() => setDialog(null)} />}
      {dialog === 'invite' && me && !inviteRefusal && (
        <InviteToOfferDialog isOpen onOpenChange={(open) => !open && setDialog(null)} partnerId={me.id} />
      )}
    </section>
  );
}

/** The overview tab; its buttons are the faces of the page's commands (a blocked partner's invite stays, disabled, saying why). */
function Overview(props: { p: PartnerDetail; canWrite: boolean }) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const { p } = props;
  return (
    <div className={css.form}>
      <dl className={css.dl}>
        <dt className={css.dt}>{LL.management.columns.id()}</dt>
        <dd className={css.dd}>{p.id}</dd>
        <dt className={css.dt}>{LL.management.detail.email()}</dt>
        <dd className={css.dd}>{p.email}</dd>
        <dt className={css.dt}>{LL.management.detail.joined()}</dt>
        <dd className={css.dd}>{fmt.date(p.joined_at)}</dd>
        <dt className={css.dt}>{LL.management.columns.workingMode()}</dt>
        <dd className={css.dd} data-relation={p.working_mode}>
          {relationPhrase(LL, locale, partnerRelation(p), { withJoined: false, timeZone: fmt.timeZone })}
        </dd>
        <dt className={css.dt}>{LL.management.columns.manager()}</dt>
        <dd className={css.dd}>{p.manager?.name || p.manager?.email || LL.management.notAssigned()}</dd>
        <dt className={css.dt}>{LL.management.columns.tierGroup()}</dt>
        <dd className={css.dd}>{p.tier_group?.name ?? LL.management.noTierGroup()}</dd>
        <dt className={css.dt}>{LL.management.columns.offers()}</dt>
        <dd className={css.dd}>{`${fmt.number(p.working_offer_count)} / ${fmt.number(p.total_offer_count)}`}</dd>
        <dt className={css.dt}>{LL.management.columns.tags()}</dt>
        <dd className={css.dd}>{p.tags.length ? p.tags.join(', ') : LL.management.tags.none()}</dd>
      </dl>
      {props.canWrite && (
        <div className={css.actions}>
          {/* the faces of the page's commands (decision 097): the modes the chart allows now, manager, tags, invite */}
          {partnerModeActions(p.working_mode).map((a) => (
            <CommandButton key={a} size="sm" tone={a === 'block' ? 'danger' : 'secondary'} command={`partner.mode.${a}`}>
              {LL.management.actions[a]()}
            </CommandButton>
          ))}
          <CommandButton size="sm" tone="ghost" command="partner.manager">
            {LL.management.manager.title()}
          </CommandButton>
          <CommandButton size="sm" tone="ghost" command="partner.tags">
            {LL.management.tags.title()}
          </CommandButton>
          <CommandButton size="sm" tone="secondary" command="invitations.invite">
            {LL.invitations.inviteToOffers()}
          </CommandButton>
        </div>
      )}
    </div>
  );
}

function Contracts({ id }: { id: number }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const contracts = useQuery(partnerContractsQuery(id));
  const items = contracts.data?.items ?? [];
  return (
    <div className={css.form}>
      <p>
        <a href="/management/partner-contract">{LL.management.detail.openContracts()}</a>
      </p>
      {contracts.isSuccess && items.length === 0 && <p>{LL.management.detail.noContracts()}</p>}
      {items.length > 0 && (
        <ListTable
          label={LL.management.detail.contracts()}
          rows={items}
          rowKey={(c) => c.id}
          columns={[
            { key: 'offer', label: LL.management.detail.offer(), role: 'name', value: (c) => c.offer_name },
            { key: 'status', label: LL.management.detail.status(), role: 'status', value: (c) => LL.partners.contract.status[c.status]() },
            { key: 'requested', label: LL.management.detail.requested(), priority: 2, value: (c) => fmt.date(c.requested_at) },
          ]}
        />
      )}
    </div>
  );
}
