import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { marketPartnerOffersQuery } from '../../../api/markets.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import * as css from './profile.css.ts';

/** The offers tab: this brand's active offers, marked where the partner works on them (an approved contract). */
export function OffersTab({ partnerId }: { partnerId: number }) {
  const { LL } = useI18n();
  const q = useQuery(marketPartnerOffersQuery(partnerId));
  const t = LL.marketProfile.offers;
  const status = (s: string | null) =>
    s && s in t.contractStatus ? t.contractStatus[s as keyof typeof t.contractStatus]() : s === null ? t.noContract() : s;
  return (
    <section className={css.card} aria-labelledby="profile-offers">
      <h2 id="profile-offers" className={css.cardTitle}>
        {t.title()}
      </h2>
      {q.isError ? (
        <p role="alert" className={css.error}>
          {LL.marketProfile.loadFailed()}
          <Button size="sm" tone="secondary" onPress={() => void q.refetch()}>
            {LL.marketProfile.retry()}
          </Button>
        </p>
      ) : !q.data ? (
        <p className={css.note}>{LL.marketProfile.loading()}</p>
      ) : q.data.items.length === 0 ? (
        <p className={css.note}>{t.none()}</p>
      ) : (
        <ListTable
          labelledBy="profile-offers"
          rows={q.data.items}
          rowKey={(o) => o.id}
          columns={[
            { key: 'id', label: t.id(), role: 'figure', priority: 3, value: (o) => o.id },
            {
              key: 'name',
              label: t.name(),
              role: 'name',
              rowHeader: true,
              cell: (o) => <Link href={routePath('offerDetail', { id: o.id })}>{o.name}</Link>,
            },
            {
              key: 'working',
              label: t.working(),
              priority: 2,
              value: (o) => (o.working ? LL.marketProfile.overview.yes() : LL.marketProfile.overview.no()),
            },
            { key: 'contract', label: t.contract(), role: 'status', value: (o) => status(o.contract_status) },
          ]}
        />
      )}
    </section>
  );
}
