import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invitationCalls, invitationRefusalOf } from '../../api/invitations.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { TextField } from '../system/TextField.tsx';
import { showToast } from '../system/toast-queue.ts';
import { OfferFilterPicker } from './EntityPickers.tsx';

export interface InviteToOfferDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** the partner to invite (marketplace / partner pages); absent: the dialog asks for the partner id */
  partnerId?: number;
  /** offers picked at the start (the offer's own page) */
  offerIds?: readonly number[];
}

/**
 * The invite dialog (issue 16 item 4; decisions 054, 058), shared by the offer's Partners section, the
 * marketplace partner page and partner management (the detail and the list's selected row): pick offers, write a
 * message, send — one pending invitation per offer (POST /api/partners/invitations, all or none). A
 * refusal (blocked partner, a pending one already) is shown in the dialog, translated.
 */
export function InviteToOfferDialog({ isOpen, onOpenChange, partnerId, offerIds = [] }: InviteToOfferDialogProps) {
  const { LL } = useI18n();
  const t = LL.invitations.dialog;
  const client = useQueryClient();
  const [offers, setOffers] = useState<number[]>([...offerIds]);
  const [partnerText, setPartnerText] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const partner = partnerId ?? (/^\d{1,15}$/.test(partnerText.trim()) ? Number(partnerText.trim()) : null);

  const send = (close: () => void) => {
    if (offers.length === 0) return setError(t.noOffers());
    if (partner === null) return setError(LL.invitations.refusals.partner_not_found());
    setSending(true);
    invitationCalls(client)
      .invite({ offer_ids: offers, partner_ids: [partner], message })
      .then(async (made) => {
        showToast({ tone: 'success', title: LL.invitations.invited({ n: made.items.length }) });
        await invitationCalls(client).refresh();
        close();
      })
      .catch((e: unknown) => {
        const code = invitationRefusalOf(e);
        setError(code ? LL.invitations.refusals[code]() : LL.errors.internal());
      })
      .finally(() => setSending(false));
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.title()}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {t.cancel()}
          </Button>
          <Button tone="primary" isDisabled={sending} onPress={() => send(close)}>
            {t.send()}
          </Button>
        </>
      )}
    >
      {partnerId === undefined && <TextField label={t.partner()} value={partnerText} onChange={setPartnerText} inputMode="numeric" />}
      <OfferFilterPicker value={offers} onChange={setOffers} multiple />
      <TextField label={t.message()} value={message} onChange={setMessage} multiline />
      {error && (
        <p role="alert" data-testid="invite-error">
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
