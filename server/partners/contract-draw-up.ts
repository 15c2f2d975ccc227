import type { PartnerRefusal } from '../../src/domain/partners/enums.ts';
import { drawUpBodySchema, type DrawUpBody, type DrawUpResult } from '../../src/domain/partners/contracts.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { createContract } from './contracts.ts';
import { parseOr422 } from './errors.ts';
import { mayActOn } from './list.ts';

/**
 * Draws up one contract per offer and partner from one template (spec 3 §7 contract/template,
 * /create: partner and offer lists, budgets, payout tier, message; decision 074). Each pair is its own
 * transaction through createContract — the machine's initial state, the audit row, the webhook — so
 * a partner who already holds a live contract for one offer does not stop the others: the answer
 * says per pair what was made or why not. The body is validated as a whole first (422).
 */
export async function drawUpContracts(db: Queryable, user: Principal, body: DrawUpBody): Promise<DrawUpResult[]> {
  const { offer_ids, partner_ids, send, ...template } = parseOr422(drawUpBodySchema, body, 'partner contract');
  const results: DrawUpResult[] = [];
  for (const offer_id of new Set(offer_ids)) {
    for (const partner_id of new Set(partner_ids)) {
      // an unassigned partner is "not joined" as far as this employee can tell (as the single create)
      if (!(await mayActOn(db, user, partner_id))) {
        results.push({ offer_id, partner_id, contract_id: null, reason: 'partner_not_joined' });
        continue;
      }
      try {
        const made = await createContract(db, user.brandId, { offer_id, partner_id, ...template }, { authorId: user.userId, send });
        results.push({ offer_id, partner_id, contract_id: made.id, reason: null });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status === 422) throw error;
        results.push({ offer_id, partner_id, contract_id: null, reason: error.code as PartnerRefusal });
      }
    }
  }
  return results;
}
