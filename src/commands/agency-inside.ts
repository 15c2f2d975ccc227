import type { Command, CommandContext } from './registry.ts';

/**
 * An agency's actions as palette commands (issue 25 item 3; decision 077): on /agency each brand it
 * may enter (the confirmation opens first) and signing out of the agency; inside a brand, leaving
 * it; signed out, the agency sign-in page. The page lists at most ENTER_COMMANDS brands as commands;
 * a longer list is entered from its rows (Tab, Enter).
 */
export const AGENCY_LOGIN_PATH = '/agency/login';
export const AGENCY_BRANDS_PATH = '/agency';
export const ENTER_COMMANDS = 9;

export interface AgencyBrandsView {
  brands: readonly { contractId: number; name: string }[];
  /** opens the confirmation for the brand of `contractId` */
  askEnter(contractId: number): void;
  signOut(): void;
}

export function agencyBrandsCommands(view: () => AgencyBrandsView): Command[] {
  const enter = Array.from({ length: ENTER_COMMANDS }, (_, i): Command => ({
    id: `agencyInside.enter.${i + 1}`,
    title: (LL) => LL.agencies.inside.palette.enterBrand({ brand: view().brands[i]?.name ?? '' }),
    group: 'actions',
    keywords: ['agency', 'enter', 'brand', 'đại lý', 'vào', 'thương hiệu'],
    when: () => view().brands[i] !== undefined,
    run: () => {
      const brand = view().brands[i];
      if (brand) view().askEnter(brand.contractId);
    },
  }));
  return [
    ...enter,
    {
      id: 'agencyInside.signOut',
      title: (LL) => LL.agencies.inside.palette.signOut(),
      group: 'account',
      keywords: ['agency', 'sign out', 'log out', 'đăng xuất', 'đại lý'],
      run: () => view().signOut(),
    },
  ];
}

/** Inside a brand as an agency (`ctx.user.agency`), or signed out (the agency's way in). */
export function agencyInsideCommands(): Command[] {
  return [
    {
      id: 'agencyInside.leaveBrand',
      title: (LL) => LL.agencies.inside.palette.leaveBrand(),
      group: 'account',
      keywords: ['agency', 'leave', 'brand', 'sign out', 'đại lý', 'rời', 'thương hiệu'],
      when: (ctx: CommandContext) => Boolean(ctx.user?.agency),
      // the log-out confirmation; once out, the sign-in page offers the agency door (decision 077)
      run: (ctx) => ctx.shell?.actions.openLogout(),
    },
    {
      id: 'agencyInside.signIn',
      title: (LL) => LL.agencies.inside.palette.signIn(),
      group: 'account',
      keywords: ['agency', 'sign in', 'log in', 'đại lý', 'đăng nhập'],
      when: (ctx) => ctx.user === null,
      run: (ctx) => ctx.navigate(AGENCY_LOGIN_PATH),
    },
  ];
}
