import { OFFERS_READ, OFFERS_WRITE } from './offers.ts';
import type { Command } from './registry.ts';

/*
 * The offer form pages' commands: the create stepper's next and back, the edit tab's save and cancel,
 * and the private payouts' add and remove (decision 098: the pages' buttons are their faces).
 * Registered by the form pages while mounted (src/commands/app-commands.ts).
 */

/** What the offer form pages tell their commands. */
export interface OfferFormView {
  /** the stepper is on its review step (its submit creates the offer) */
  review: boolean;
  /** the stepper is past its first step */
  canGoBack: boolean;
  /** the edit tab has changes that are not saved */
  dirty: boolean;
  submit(): void;
  back(): void;
  cancel(): void;
}

/** The general step's (or tab's) private payouts, registered by their input while it is shown. */
export interface PrivatePayoutsView {
  /** the private payout row that last held focus (its index), null when none */
  focusedPayout: number | null;
  addPrivatePayout(): void;
  removePrivatePayout(index: number): void;
}

export function privatePayoutCommands(view: () => PrivatePayoutsView): Command[] {
  return [
    {
      id: 'offerForm.addPrivatePayout',
      title: (LL) => LL.offers.commands.addPrivatePayout(),
      group: 'actions',
      keywords: ['private payout', 'partner', 'payout', 'add', 'hoa hồng riêng'],
      permission: OFFERS_WRITE,
      run: () => view().addPrivatePayout(),
    },
    {
      id: 'offerForm.removePrivatePayout',
      title: (LL) => {
        const i = view().focusedPayout;
        return i === null ? LL.offers.commands.removePrivatePayout() : LL.offers.commands.removePrivatePayoutN({ n: i + 1 });
      },
      group: 'actions',
      row: () => view().focusedPayout !== null,
      keywords: ['private payout', 'remove', 'delete', 'xóa'],
      permission: OFFERS_WRITE,
      blocked: () => (view().focusedPayout === null ? 'offers.reasons.movePayoutFirst' : null),
      run: () => {
        const i = view().focusedPayout;
        if (i !== null) view().removePrivatePayout(i);
      },
    },
  ];
}

/** /offers/new: the next step (create on review), the step before. */
export function offerNewCommands(view: () => OfferFormView): Command[] {
  return [
    {
      id: 'offerNew.next',
      title: (LL) => (view().review ? LL.offers.commands.createNow() : LL.offers.commands.nextStep()),
      group: 'actions',
      keywords: ['next', 'step', 'create', 'continue', 'tiếp', 'tạo'],
      permission: OFFERS_WRITE,
      run: () => view().submit(),
    },
    {
      id: 'offerNew.back',
      title: (LL) => LL.offers.commands.previousStep(),
      group: 'actions',
      keywords: ['back', 'previous', 'step', 'quay lại'],
      permission: OFFERS_READ,
      when: () => view().canGoBack,
      run: () => view().back(),
    },
  ];
}

/** /offers/:id/edit: save the tab (when changed), cancel to the detail. */
export function offerEditCommands(view: () => OfferFormView): Command[] {
  return [
    {
      id: 'offerEdit.save',
      title: (LL) => LL.offers.commands.saveTab(),
      group: 'actions',
      keywords: ['save', 'tab', 'lưu'],
      permission: OFFERS_WRITE,
      blocked: () => (view().dirty ? null : 'offers.reasons.noChanges'),
      run: () => view().submit(),
    },
    {
      id: 'offerEdit.cancel',
      title: (LL) => LL.offers.commands.cancelEdit(),
      group: 'actions',
      keywords: ['cancel', 'close', 'detail', 'hủy'],
      permission: OFFERS_READ,
      run: () => view().cancel(),
    },
  ];
}
