import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { partnerMutations } from '../../../api/partners.ts';
import type { PartnerRef } from '../../../commands/partners.ts';
import type { WorkingModeAction } from '../../../domain/offers/enums.ts';
import { PARTNER_REFUSALS, type PartnerRefusal } from '../../../domain/partners/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { showToast } from '../../system/toast-queue.ts';

const isRefusal = (code: string): code is PartnerRefusal => (PARTNER_REFUSALS as readonly string[]).includes(code);

/**
 * Working-mode changes with their announcements (toasts are live regions): one partner through the
 * single endpoint, so a refusal comes back as the server's translated reason; several through the
 * multi endpoint, which answers per partner. Returns the ids the server refused.
 */
export function usePartnerActions() {
  const { LL } = useI18n();
  const m = partnerMutations(useQueryClient());
  const refusalText = (error: unknown) =>
    isApiError(error) && isRefusal(error.code) ? LL.partners.refusals[error.code]() : LL.errors.somethingWentWrong();

  async function setMode(partners: readonly PartnerRef[], action: WorkingModeAction): Promise<number[]> {
    if (partners.length === 1) {
      const p = partners[0]!;
      try {
        const row = await m.workingMode(p.id, action);
        const mode = LL.management.workingMode[String(row.working_mode) as '0' | '1' | '2' | '3']();
        showToast({ tone: 'success', title: LL.management.done.mode({ name: p.name, mode }) });
        return [];
      } catch (e) {
        showToast({ tone: 'error', title: refusalText(e) });
        return [p.id];
      }
    }
    const { results } = await m.multiWorkingMode(
      partners.map((p) => p.id),
      action,
    );
    const refused = results.filter((r) => r.result === 'refused').map((r) => r.partner_id);
    showToast({
      tone: refused.length ? 'error' : 'success',
      title: LL.management.done.many({ changed: results.length - refused.length, refused: refused.length }),
    });
    return refused;
  }
  return { setMode, refusalText };
}
