import { menuFor, showsInMenu, type AccessSession, type OnboardingNotice } from '../../domain/access.ts';
import { routeById } from '../../domain/routes.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

/**
 * The older top menu of spec 1 §2, as data: Dashboard; Marketplace; Report (conversions, logs,
 * performance); My Offers (create new offer — desktop only —, offer management, offer groups, creative
 * management, discount program); My Partner; Community. Entries follow the same menu rules as the side
 * menu (`showsInMenu`, and `menuFor(...).greyed` until the admin approves); a dropdown with nothing left
 * is dropped.
 */
export type ClassicLabel = keyof TranslationFunctions['shell']['classic'];
export interface ClassicLink {
  kind: 'link';
  label: ClassicLabel;
  routeId: string;
  path: string;
}
export interface ClassicDropdown {
  kind: 'dropdown';
  label: ClassicLabel;
  items: ClassicLink[];
}
export type ClassicEntry = ClassicLink | ClassicDropdown;

interface Spec {
  label: ClassicLabel;
  routeId?: string;
  desktopOnly?: boolean;
  items?: Spec[];
}

const TREE: readonly Spec[] = [
  { label: 'dashboard', routeId: 'home' },
  { label: 'marketplace', routeId: 'markets' },
  {
    label: 'report',
    items: [
      { label: 'conversions', routeId: 'reportConversions' },
      { label: 'logs', routeId: 'reportLogs' },
      { label: 'performance', routeId: 'reportPerformance' },
    ],
  },
  {
    label: 'myOffers',
    items: [
      { label: 'createOffer', routeId: 'offerNew', desktopOnly: true },
      { label: 'offerManagement', routeId: 'offers' },
      { label: 'offerGroups', routeId: 'offerGroups' },
      { label: 'creativeManagement', routeId: 'creatives' },
      { label: 'discountProgram', routeId: 'discountProgram' },
    ],
  },
  { label: 'myPartner', routeId: 'partners' },
  { label: 'community', routeId: 'community' },
];

export interface ClassicMenuModel {
  entries: ClassicEntry[];
  greyed: OnboardingNotice | null;
}

export function classicMenuFor(session: AccessSession, { desktop }: { desktop: boolean }): ClassicMenuModel {
  const link = (spec: Spec): ClassicLink[] => {
    if (!spec.routeId || (spec.desktopOnly && !desktop)) return [];
    const route = routeById(spec.routeId);
    return showsInMenu(route, session) ? [{ kind: 'link', label: spec.label, routeId: route.id, path: route.path }] : [];
  };
  const entries = TREE.flatMap((spec): ClassicEntry[] => {
    if (!spec.items) return link(spec);
    const items = spec.items.flatMap(link);
    return items.length ? [{ kind: 'dropdown', label: spec.label, items }] : [];
  });
  return { entries, greyed: menuFor(session).greyed };
}
