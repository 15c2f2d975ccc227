import type { AccessSession, MenuModel } from '../domain/access.ts';
import type { OnboardingStatus, StepFlags } from '../domain/onboarding/progress.ts';
import type { Principal } from '../domain/permissions.ts';
import type { PalettePage } from '../machines/palette.ts';

/**
 * What a command sees when the palette, a shortcut or a button asks about it (decision 033). Every
 * field is typed: the shell's state and effects, the onboarding checklist, the bell, the API key.
 * A view's own state never travels here: a view-bound command reads its typed view
 * (`offerListCommands(view: () => OfferListView)`), registered with `useViewCommands`.
 */
export type MenuLayout = 'side' | 'classic';
export type ThemeChoice = 'light' | 'dark' | 'system';

export interface ShellActions {
  toggleTheme(): void;
  setTheme(mode: ThemeChoice): void;
  openLogout(): void;
  openKeyboardMap(): void;
  setMenuLayout(layout: MenuLayout): void;
  openInvite(): void;
  copyManagerEmail(): void;
}

export interface ShellState {
  actions: ShellActions;
  menuLayout: MenuLayout;
  /** what the header offers this user (`menuFor(session).header`); null while signed out */
  header: MenuModel['header'] | null;
  /** an account manager is assigned (there is an email to copy) */
  hasManager: boolean;
}

export interface OnboardingCommandState {
  status: OnboardingStatus;
  flags: StepFlags;
  /** opens the submit confirmation dialog */
  openSubmit(): void;
}

export interface NotificationCommandState {
  unread: number;
  openDropdown(): void;
  markAllRead(): void;
  openSettings(): void;
}

export interface AccessCommandState {
  /** whether a live key exists; unknown (undefined) offers every key command */
  hasApiKey?: boolean;
}

/** An agency inside the brand (decision 077): its name and contract; absent for the brand's own people. */
export interface AgencyInsideInfo {
  name: string;
  contractId: number;
}

export interface CommandContext {
  user: (Pick<Principal, 'role' | 'permissions' | 'isAllPartner'> & { agency?: AgencyInsideInfo | null }) | null;
  /** profile flags that gate routes and commands (spec 1 §6 rule 5) */
  flags: { fraudDetector?: boolean; discountProgram?: boolean; adminApproved?: boolean };
  navigate(path: string): void;
  /** open a palette sub-page (the palette machine's `page.pushed`) */
  openPage(page: PalettePage): void;
  /** the header's and avatar menu's state and effects (src/commands/shell.ts) */
  shell?: ShellState;
  /** the owner's onboarding checklist; undefined while signed out or not an owner */
  onboarding?: OnboardingCommandState;
  /** the bell's state, when the palette's context carries one (src/commands/notifications.ts) */
  notifications?: NotificationCommandState;
  /** the brand API key (src/commands/access.ts) */
  access?: AccessCommandState;
}

/**
 * Tickets wait for the admin's approval of the brand (spec 1 §2): null once approved, else why not. One
 * rule for the ticket commands and the avatar menu's ticket entry (src/commands/tickets.ts, navigation.ts).
 */
export const ticketsAwaitingApproval = (ctx: CommandContext) => (ctx.flags.adminApproved === false ? 'shell.header.ticketDisabled' : null);

/**
 * The part of every context that comes from the session: who asks and the profile's flags. The palette
 * (`commandContext`) and a control that is the face of a command (`useCommandControl`, decision 097)
 * both start from it, so they answer a command's `when` and `blocked` alike.
 */
export function sessionContext(access: AccessSession | null, navigate: (path: string) => void): CommandContext {
  return {
    user: access,
    flags: { fraudDetector: access?.fraudDetector, discountProgram: access?.discountProgram, adminApproved: access?.isAdminApprove },
    navigate,
    openPage: () => undefined,
  };
}
