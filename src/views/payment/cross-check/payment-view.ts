import type { MutableRefObject } from 'react';
import type { PaymentTab, PaymentView } from '../../../commands/cross-check.ts';
import type { CrossCheckHandle } from './CrossCheckView.tsx';

/**
 * What the payment page's palette commands act on (src/commands/cross-check.ts): the tab, and the
 * cross-check tab's selection and actions through its handle (empty while another tab is shown).
 */
export function paymentView(
  tab: PaymentTab,
  showTab: (tab: PaymentTab) => void,
  handle: MutableRefObject<CrossCheckHandle | null>,
): PaymentView {
  return {
    tab,
    showTab,
    get selected() {
      return handle.current?.selected ?? [];
    },
    get inDetail() {
      return handle.current?.inDetail ?? false;
    },
    get activePeriod() {
      return handle.current?.activePeriod ?? null;
    },
    backToOverview: () => handle.current?.backToOverview(),
    openActivePeriod: () => handle.current?.openActivePeriod(),
    openReconcile: () => handle.current?.openReconcile(),
    openCreate: () => handle.current?.openCreate(),
    openSettings: () => handle.current?.openSettings(),
    openArrears: () => handle.current?.openArrears(),
    act: (action) => handle.current?.act(action),
    lock: () => handle.current?.lock(),
    exportFile: (format) => handle.current?.exportFile(format),
  };
}
