import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useMemo } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { conversionCalls } from '../../../api/conversions.ts';
import { summaryLines } from '../../../domain/conversions/messages.ts';
import type { ActionOutcome, ConversionAction } from '../../../domain/conversions/status.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { LL } from '../../../i18n/translate.ts';
import { showToast } from '../../system/toast-queue.ts';

/** One summary line in words ("2 locked conversions has failed to update status."). */
export function summaryText(ll: LL, outcome: ActionOutcome, count: number): string {
  return (ll.conversions.summary[outcome] as (a: { count: number }) => string)({ count });
}

/**
 * The adjustment that makes the conversion's total payout `newPayout`: the API takes the total
 * adjustment (decision 025: payout already includes it, original = payout − adjustment).
 */
export function adjustmentFor(row: { payout: string; adjustment: string }, newPayout: string): string {
  const original = new Decimal(row.payout).minus(row.adjustment);
  return new Decimal(newPayout.trim()).minus(original).toFixed(4);
}

/** A new total payout as typed: at least 0, at most 12 integer digits and 4 decimals. */
export const PAYOUT_INPUT = /^\d{1,12}(\.\d{1,4})?$/;

/**
 * The conversions report's writes: a bulk status change (toast of the summary lines, errors first
 * kept until closed) and one adjustment; `refresh` refetches the table either way, since a
 * refused id may have changed under the user (locked meanwhile).
 */
export function useConversionActions(refresh: () => void) {
  const { LL } = useI18n();
  const client = useQueryClient();
  return useMemo(
    () => ({
      async act(action: ConversionAction, ids: number[], reason: string): Promise<boolean> {
        try {
          const answer = await conversionCalls.act(client, { ids, action, ...(reason.trim() ? { reason: reason.trim() } : {}) });
          const lines = summaryLines(answer.summary);
          const errors = lines.some((l) => l.tone === 'error');
          const [head, ...rest] = lines.map((l) => summaryText(LL, l.outcome, l.count));
          showToast(
            {
              tone: errors ? (answer.summary.changed > 0 ? 'warning' : 'error') : 'success',
              title: head ?? '',
              ...(rest.length > 0 ? { description: rest.join('\n') } : {}),
            },
            errors ? { timeout: 0 } : {},
          );
          return true;
        } catch {
          showToast({ tone: 'error', title: LL.conversions.toolbar.failed() });
          return false;
        } finally {
          refresh();
        }
      },
      async adjust(id: number, adjustment: string, reason: string): Promise<boolean> {
        try {
          await conversionCalls.adjust(client, id, { adjustment, reason: reason.trim() });
          showToast({ tone: 'success', title: LL.conversions.adjustment.saved() });
          refresh();
          return true;
        } catch (error) {
          const own = isApiError(error) ? (LL.conversions.errors as Record<string, (() => string) | undefined>)[error.code] : undefined;
          showToast({ tone: 'error', title: own ? own() : LL.conversions.adjust.failed() });
          return false;
        }
      },
    }),
    [client, LL, refresh],
  );
}
