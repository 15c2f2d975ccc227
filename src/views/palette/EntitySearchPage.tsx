import {
  agencyContractTarget,
  productTarget,
  promoCodeTarget,
  ticketTarget,
  agencyTarget,
  contractTarget,
  marketPartnerTarget,
  offerTarget,
  partnerTarget,
  type EntityKind,
} from '../../commands/entity-search.ts';
import { can, LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useShellSession } from '../app/runtime.tsx';
import { EntityList } from './EntitySearch.tsx';
import { useEntityIndex } from './useEntityIndex.ts';
import * as css from './palette.css.ts';

export interface EntitySearchPageProps {
  kind: EntityKind;
  title: string;
  query: string;
  onQuery(query: string): void;
  onBack(): void;
  /** closes the palette and goes there */
  onNavigate(path: string): void;
}

/** "Find offer…" / "Find partner…": the palette page that searches the index of that kind. */
export function EntitySearchPage({ kind, title, query, onQuery, onBack, onNavigate }: EntitySearchPageProps) {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const loaded = useEntityIndex(kind);
  const P = LL.palette;
  const notice = loaded.isError ? `${P.searchFailed()} ${P.searchRetry()}` : !loaded.data ? P.searchLoading() : undefined;
  const canReadReports = access !== null && can(access, 'report', LEVEL.read);
  const M = LL.markets.search;
  const placeholderOf = (k: EntityKind) =>
    ({
      offer: P.findOfferHint(),
      partner: P.findPartnerHint(),
      marketPartner: M.partnerPlaceholder(),
      agency: M.agencyPlaceholder(),
      agencyContract: LL.agencies.search(),
      contract: LL.partnerContracts.palette.findHint(),
      product: LL.products.search(),
      promoCode: LL.discounts.commands.findCodeHint(),
      ticket: LL.tickets.search(),
    })[k];
  const targetOf = (id: number) =>
    ({
      offer: () => offerTarget(id),
      partner: () => partnerTarget(id, canReadReports),
      marketPartner: () => marketPartnerTarget(id),
      agency: () => agencyTarget(id),
      agencyContract: () => agencyContractTarget(id),
      contract: () => contractTarget(id),
      product: () => productTarget(id),
      promoCode: () => promoCodeTarget(id),
      ticket: () => ticketTarget(id),
    })[kind]();
  return (
    <>
      <h2 className={css.pageHeading} data-testid="palette-page-title">
        <span>{title}</span>
        <span className={css.then}>
          {P.back()}: <kbd className={css.kbd}>Esc</kbd>
        </span>
      </h2>
      <EntityList
        kind={kind}
        index={loaded.data?.index}
        query={query}
        onQuery={onQuery}
        onBack={onBack}
        notice={notice}
        onRetry={() => void loaded.refetch()}
        placeholder={placeholderOf(kind)}
        footer={loaded.data?.truncated ? P.searchTruncated({ count: loaded.data.index.entities.length }) : undefined}
        onOpen={(entity) => onNavigate(targetOf(entity.id))}
      />
    </>
  );
}
