import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invitationListQuery } from '../../../api/invitations.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { INVITATION_PAGE_SIZE } from '../../../domain/partners/invitation-enums.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { InviteToOfferDialog } from '../../pickers/InviteToOfferDialog.tsx';
import { CommandButton } from '../../app/CommandButton.tsx';
import { ListTable } from '../../table/ListTable.tsx';

/**
 * The offer's Partners section (spec 3 §7 offers/partners/invitations; decision 054): the offer's
 * applications and invitations, newest first, and "Invite partner" (the shared dialog, this offer
 * picked). Shown to users who may read partnership; inviting needs it at full.
 */
export function OfferPartners({ offerId }: { offerId: number }) {
  const { LL } = useI18n();
  const t = LL.invitations;
  const { access } = useShellSession();
  const mayRead = access !== null && can(access, 'management', LEVEL.read);
  const mayInvite = access !== null && can(access, 'management', LEVEL.full);
  const [inviting, setInviting] = useState(false);
  const { data } = useQuery({ ...invitationListQuery({ page: 1, limit: INVITATION_PAGE_SIZE, offer_id: offerId }), enabled: mayRead });
  useViewCommands(mayInvite ? viewCommands.offerInvite : null, { openInvite: () => setInviting(true) });
  if (!mayRead) return null;
  const items = data?.items ?? [];
  return (
    <section id="partners" aria-labelledby="offer-partners-title">
      <h2 id="offer-partners-title">{t.partnersTab()}</h2>
      {mayInvite && (
        <CommandButton tone="secondary" command="invitations.invite">
          {t.invite()}
        </CommandButton>
      )}
      {items.length === 0 ? (
        <p>{t.none()}</p>
      ) : (
        <ListTable
          labelledBy="offer-partners-title"
          rows={items}
          rowKey={(i) => i.id}
          columns={[
            { key: 'id', label: t.colId(), role: 'figure', priority: 3, value: (i) => i.id },
            { key: 'partner', label: t.colPartner(), role: 'name', value: (i) => i.partner.display_name },
            { key: 'kind', label: t.colKind(), priority: 2, value: (i) => t.kinds[i.kind]() },
            { key: 'status', label: t.colStatus(), role: 'status', value: (i) => t.statuses[i.status]() },
          ]}
        />
      )}
      {inviting && <InviteToOfferDialog isOpen onOpenChange={setInviting} offerIds={[offerId]} />}
    </section>
  );
}
