import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { inviteOffersQuery, offerMutations } from '../../api/offers.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { Tooltip } from '../system/Tooltip.tsx';
import { useShellSession } from '../app/runtime.tsx';
import { inviteOpenAtom } from '../../atoms/shell.ts';

export const COPIED_TOOLTIP_MS = 1000;

/** The partner invite link of spec 1 §2/§5: `<origin>/go/<short_code>?currency=<brand currency>`. */
export const inviteLink = (origin: string, shortCode: string, currency: string) => `${origin}/go/${shortCode}?currency=${currency}`;

/**
 * The invite-link dialog (avatar menu and palette; hidden by `menuFor` when offers has no access).
 * It lists the 10 newest public active offers; picking one asks the server for its short code
 * (created on first use, then stable) and shows the link. Copy is disabled until an offer is
 * chosen; its 'Copied' tooltip hides after 1 s.
 */
export function InviteDialog() {
  const [isOpen, onOpenChange] = useAtom(inviteOpenAtom);
  const { LL } = useI18n();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={LL.offers.invite.title()}
      size="md"
      actions={({ close }) => <Button onPress={close}>{LL.common.close()}</Button>}
    >
      {isOpen && <InviteBody />}
    </ModalDialog>
  );
}

function InviteBody() {
  const { LL } = useI18n();
  const { me } = useShellSession();
  const client = useQueryClient();
  const offers = useQuery(inviteOffersQuery());
  const [offerId, setOfferId] = useState<number | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const pick = (id: number) => {
    setOfferId(id);
    setCode(null);
    setFailed(false);
    offerMutations(client)
      .shortCode(id)
      .then(
        (r) => setCode(r.short_code),
        () => setFailed(true),
      );
  };
  const link = code ? inviteLink(window.location.origin, code, me?.currency ?? 'USD') : '';
  const items = offers.data?.items ?? [];
  const copy = () => {
    void navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p>{LL.offers.invite.help()}</p>
      {offers.isSuccess && items.length === 0 && <p>{LL.offers.invite.noOffers()}</p>}
      <Select
        label={LL.offers.invite.offer()}
        options={items.map((o) => ({ id: o.id, label: `${o.id} — ${o.name}` }))}
        selectedKey={offerId}
        onSelectionChange={(k) => pick(Number(k))}
      />
      <TextField
        label={LL.offers.invite.link()}
        value={link}
        isReadOnly
        description={offerId === null ? LL.offers.invite.pickFirst() : undefined}
        errorMessage={failed ? LL.offers.invite.failed() : undefined}
      />
      <Tooltip content={LL.offers.invite.copied()} isOpen={copied} onOpenChange={() => undefined}>
        <Button tone="primary" isDisabled={!code} onPress={copy}>
          {LL.offers.invite.copy()}
        </Button>
      </Tooltip>
    </div>
  );
}
