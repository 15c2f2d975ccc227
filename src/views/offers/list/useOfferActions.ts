import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { offerKeys, offerMutations } from '../../../api/offers.ts';
import { trackingTest } from '../../../api/tracking.ts';
import type { WorkingModeAction } from '../../../domain/offers/enums.ts';
import type { Offer } from '../../../domain/offers/schema.ts';
import type { TrackingTestResult } from '../../../domain/tracking/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { errorText, type LL } from '../../../i18n/translate.ts';
import { showToast } from '../../system/toast-queue.ts';

/** A refusal code of the offer endpoints in words (offers.refusals, else the errors catalogue). */
export function refusalText(ll: LL, code: string): string {
  const own = (ll.offers.refusals as Record<string, (() => string) | undefined>)[code];
  return own ? own() : errorText(ll, code);
}

/**
 * Offer writes for the list, detail and edit pages: each invalidates the offer queries and tells the
 * user the outcome; a bulk change lists every refused id with its reason (spec: per-id refusals).
 */
export function useOfferActions() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const client = useQueryClient();
  return useMemo(() => {
    const m = offerMutations(client);
    const refresh = () => client.invalidateQueries({ queryKey: offerKeys.all });
    const failed = (error: unknown) => {
      showToast({ tone: 'error', title: isApiError(error) ? refusalText(LL, error.code) : LL.errors.somethingWentWrong() });
      throw error;
    };
    const one = async (work: Promise<Offer>): Promise<Offer> => {
      try {
        const offer = await work;
        client.setQueryData(offerKeys.detail(offer.id), offer);
        showToast({ tone: 'success', title: LL.offers.edit.saved() });
        return offer;
      } catch (error) {
        return failed(error);
      } finally {
        void refresh();
      }
    };
    return {
      async bulkStatus(ids: number[], status: number) {
        try {
          const { results } = await m.bulkStatus(ids, status);
          const refused = results.filter((r) => !r.ok);
          const done = results.length - refused.length;
          if (done > 0) showToast({ tone: 'success', title: LL.offers.bulk.done(fmt.count(done)) });
          if (refused.length > 0) {
            showToast(
              {
                tone: 'warning',
                title: LL.offers.bulk.someRefused(fmt.count(refused.length)),
                description: refused
                  .map((r) => LL.offers.bulk.refused({ id: r.id, reason: refusalText(LL, r.reason ?? 'status_not_allowed') }))
                  .join('\n'),
              },
              { timeout: 0 },
            );
          }
          return results;
        } catch (error) {
          return failed(error);
        } finally {
          void refresh();
        }
      },
      setStatus: (id: number, status: number) => one(m.setStatus(id, status)),
      duplicate: (id: number) => one(m.duplicate(id)),
      setVisibility: (id: number, v: 'public' | 'private') => one(m.setVisibility(id, v)),
      workingMode: (id: number, action: WorkingModeAction) => one(m.workingMode(id, action)),
      /** test click + test conversion through the tracking endpoints; the offer's test status follows */
      async testTracking(id: number): Promise<TrackingTestResult> {
        try {
          const result = await trackingTest(client, id);
          const steps = result.steps.map((s) =>
            LL.offers.detail.testStep({
              step: LL.offers.detail.testSteps[s.step](),
              ok: s.ok ? LL.offers.detail.testOk() : LL.offers.detail.testNotOk(),
              detail: s.detail,
            }),
          );
          if (result.status === 'success')
            showToast({ tone: 'success', title: LL.offers.detail.testSucceeded(), description: steps.join('\n') });
          else showToast({ tone: 'error', title: LL.offers.detail.testFailed(), description: steps.join('\n') }, { timeout: 0 });
          return result;
        } catch (error) {
          return failed(error);
        } finally {
          void refresh();
        }
      },
    };
  }, [client, LL]);
}
