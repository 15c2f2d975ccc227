import type { InvitationBrandAction, InvitationKind, InvitationStatus } from '../domain/partners/invitation-enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { partnerApplicationRefusal } from '../machines/partner-application.ts';
import type { Command } from './registry.ts';

/**
 * Commands of applications and invitations (issue 16 item 4; decision 054). The partner-contract
 * screen's actions act on its selected row and are state-filtered by the chart
 * (src/machines/partner-application.ts): a refused action is listed, disabled, with the chart's reason.
 * Writes need partnership (management) at full; opening the screen is the route table's "Go to".
 */
const WRITE = { module: 'management', level: LEVEL.full } as const;

/** The open partner-contract screen: its selected application or invitation (null when none). */
export interface InvitationListView {
  selected: { id: number; status: InvitationStatus; kind: InvitationKind } | null;
  act(action: InvitationBrandAction): void;
}

const TITLES = {
  approve: (LL) => LL.invitations.palette.approve(),
  reject: (LL) => LL.invitations.palette.reject(),
  reinvite: (LL) => LL.invitations.palette.reinvite(),
} satisfies Record<InvitationBrandAction, Command['title']>;
const SHORTCUTS: Record<InvitationBrandAction, string> = { approve: 'a', reject: 'r', reinvite: 'i' };

export function invitationListCommands(view: () => InvitationListView): Command[] {
  return (['approve', 'reject', 'reinvite'] as const).map((action) => {
    const reason = (): string | undefined => {
      const { selected } = view();
      if (!selected) return 'invitations.palette.noSelection';
      const refusal = partnerApplicationRefusal(selected.status, selected.kind, action);
      return refusal ? `invitations.refusals.${refusal}` : undefined;
    };
    return {
      id: `invitations.${action}`,
      title: TITLES[action],
      group: 'actions',
      row: () => view().selected !== null,
      keywords: ['application', 'invitation', 'partner', 'đơn ứng tuyển', 'lời mời', 'đối tác', action],
      shortcut: SHORTCUTS[action],
      permission: WRITE,
      blocked: reason,
      run: () => view().act(action),
    };
  });
}

/** A page that knows one offer (the offer's Partners tab) or one partner (marketplace profile, partner management) opens the invite dialog. */
export interface InviteView {
  /** null while the page has nothing to invite to */
  openInvite: (() => void) | null;
  /** i18n key of why this partner cannot be invited now (blocked, several rows selected): listed, disabled, with it */
  refusal?: string | null;
}

/** The invite command of a page that knows one offer (the offer's Partners section). */
export const inviteCommands = (view: () => InviteView): Command[] => [inviteCommand(view, (LL) => LL.invitations.palette.invite())];

/** The invite command of a page that knows one partner (the marketplace profile, the management detail): the dialog asks for the offers. */
export const invitePartnerCommands = (view: () => InviteView): Command[] => [
  inviteCommand(view, (LL) => LL.invitations.palette.invitePartner()),
];

/**
 * A partner list's: partner management's selected (or active) row, the marketplace list's active row,
 * with the row shortcut i (the partner-contract screen's i re-invites, another scope). The title names
 * no partner: the keyboard map reads it unmounted.
 */
export const inviteRowCommands = (view: () => InviteView): Command[] => [
  { ...inviteCommand(view, (LL) => LL.partners.invite.selected()), shortcut: 'i', row: () => view().openInvite !== null },
];

function inviteCommand(view: () => InviteView, title: Command['title']): Command {
  return {
    id: 'invitations.invite',
    title,
    group: 'actions',
    keywords: ['invite', 'partner', 'offer', 'mời', 'đối tác', 'chiến dịch'],
    permission: WRITE,
    // the page's refusal says why; a page with nothing to invite to yet has no more precise reason than the general refusal
    blocked: () => view().refusal || (view().openInvite === null ? 'errors.permissionDeniedAction' : null),
    opens: 'dialog',
    run: () => {
      if (!view().refusal) view().openInvite?.();
    },
  };
}
