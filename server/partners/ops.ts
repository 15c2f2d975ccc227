import { CONTRACT_PARTIES, type ContractParty } from '../../src/domain/partners/enums.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { changeContract, createContract } from './contracts.ts';
import { answerInvitation, applyToOffer } from './invitations.ts';
import { createPartner, createTierGroup, isWorkingModeAction, joinBrand, setPartnerWorkingMode } from './service.ts';

/**
 * Operator commands of the partner area (`npm run ops -- <command>`): partners have no sign-in of
 * their own yet, so the operator (and the traffic simulator) creates them, joins them to brands and
 * runs their contracts. Every command goes through the same services and machines as the API.
 */
export const PARTNERS_OPS_HELP = `  partner-create --email E --name N [--first F] [--last L] [--type ID] [--country ISO-NUM]
                                            create a partner (publisher)
  partner-join <brand-id> <partner-id> [--tier-group ID]   the partner joins a brand (working)
  partner-mode <brand-id> <partner-id> pause|resume|block|unblock   change the partner's working mode
  tier-group-create <brand-id> --name N [--tier PERCENT]   a brand's tier group (payout tier, default 100)
  contract-create <offer-id> <partner-id> [--send] [--tier PERCENT]   propose a contract (pending, or sent)
  contract-approve <contract-id>            approve a pending or sent contract (effective now)
  contract-reject <contract-id>             reject a pending or sent contract (final)
  contract-terminate <contract-id> [--by brand|partner]   end an approved contract early (final)
  partner-apply <partner-id> <offer-id> [--message M]   the partner applies to an offer (pending; the brand is notified)
  invitation-accept <invitation-id>         the partner accepts an invitation: joined, contract approved
  invitation-decline <invitation-id>        the partner declines an invitation (rejected; the brand may re-invite)`;

export const PARTNERS_OPS_COMMANDS = [
  'partner-create',
  'partner-join',
  'partner-mode',
  'tier-group-create',
  'contract-create',
  'contract-approve',
  'contract-reject',
  'contract-terminate',
  'partner-apply',
  'invitation-accept',
  'invitation-decline',
] as const;
export const isPartnersOpsCommand = (command: string): boolean => (PARTNERS_OPS_COMMANDS as readonly string[]).includes(command);

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
const positional = (args: string[]) =>
  args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1]!.startsWith('--') && args[i - 1] !== '--send'));
const idAt = (args: string[], i: number): number | null => {
  const n = Number(positional(args)[i]);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));

async function brandOf(db: Db, table: 'offers' | 'partner_contracts', id: number): Promise<number | null> {
  const { rows } = await db.query<{ brand_id: number }>(`SELECT brand_id FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.brand_id ?? null;
}

/** Returns the exit code: 0 done, 1 not found or refused, 2 bad arguments. */
export async function runPartnersOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const usage = (text: string) => (error(`Usage: npm run ops -- ${text}`), 2);
  try {
    if (command === 'partner-create') {
      const email = option(args, 'email');
      const name = option(args, 'name');
      if (!email || !name) return usage('partner-create --email E --name N');
      const country = num(option(args, 'country'));
      const p = await createPartner(db, {
        email,
        display_name: name,
        first_name: option(args, 'first') ?? '',
        last_name: option(args, 'last') ?? '',
        ...(option(args, 'type') ? { partner_type_id: num(option(args, 'type')) } : {}),
        ...(country ? { country_ids: [country] } : {}),
      });
      log(`Partner ${p.id} created: ${p.display_name} <${p.email}> (uuid ${p.uuid}).`);
      return 0;
    }
    if (command === 'partner-join' || command === 'partner-mode') {
      const brandId = idAt(args, 0);
      const partnerId = idAt(args, 1);
      const action = positional(args)[2] ?? '';
      if (!brandId || !partnerId)
        return usage(`${command} <brand-id> <partner-id>${command === 'partner-mode' ? ' pause|resume|block|unblock' : ''}`);
      if (command === 'partner-join') {
        const tier = num(option(args, 'tier-group'));
        const { joined } = await joinBrand(db, brandId, partnerId, tier ? { tier_group_id: tier } : {});
        log(joined ? `Partner ${partnerId} joined brand ${brandId}.` : `Partner ${partnerId} had already joined brand ${brandId}.`);
        return 0;
      }
      if (!isWorkingModeAction(action)) return usage('partner-mode <brand-id> <partner-id> pause|resume|block|unblock');
      const mode = await setPartnerWorkingMode(db, brandId, partnerId, action);
      log(`Partner ${partnerId} working mode at brand ${brandId}: ${['stopped', 'working', 'processing', 'blocked'][mode]}.`);
      return 0;
    }
    if (command === 'tier-group-create') {
      const brandId = idAt(args, 0);
      const name = option(args, 'name');
      if (!brandId || !name) return usage('tier-group-create <brand-id> --name N [--tier PERCENT]');
      const g = await createTierGroup(db, brandId, { name, ...(option(args, 'tier') ? { payout_tier: option(args, 'tier') } : {}) });
      log(`Tier group ${g.id} "${g.name}" created (payout tier ${g.payout_tier} %).`);
      return 0;
    }
    if (command === 'contract-create') {
      const offerId = idAt(args, 0);
      const partnerId = idAt(args, 1);
      if (!offerId || !partnerId) return usage('contract-create <offer-id> <partner-id> [--send] [--tier PERCENT]');
      const brandId = await brandOf(db, 'offers', offerId);
      if (brandId === null) return (error(`Offer ${offerId} not found.`), 1);
      const c = await createContract(
        db,
        brandId,
        { offer_id: offerId, partner_id: partnerId, payout_tier: option(args, 'tier') ?? null },
        { send: args.includes('--send') },
      );
      log(`Contract ${c.id} created (${c.status}) for offer ${offerId} and partner ${partnerId}.`);
      return 0;
    }
    if (command === 'partner-apply') {
      const partnerId = idAt(args, 0);
      const offerId = idAt(args, 1);
      if (!partnerId || !offerId) return usage('partner-apply <partner-id> <offer-id> [--message M]');
      const a = await applyToOffer(db, partnerId, offerId, option(args, 'message') ?? '');
      log(`Application ${a.id} created (pending) for offer ${offerId} and partner ${partnerId}.`);
      return 0;
    }
    if (command === 'invitation-accept' || command === 'invitation-decline') {
      const invitationId = idAt(args, 0);
      if (!invitationId) return usage(`${command} <invitation-id>`);
      const a = await answerInvitation(db, invitationId, command === 'invitation-accept' ? 'accept' : 'decline');
      log(`Invitation ${a.id} is now ${a.status}.${a.contract_id ? ` Contract ${a.contract_id} is approved.` : ''}`);
      return 0;
    }
    // contract-approve | contract-reject | contract-terminate
    const contractId = idAt(args, 0);
    if (!contractId) return usage(`${command} <contract-id>`);
    const by = option(args, 'by') ?? 'brand';
    if (!(CONTRACT_PARTIES as readonly string[]).includes(by)) return usage('contract-terminate <contract-id> [--by brand|partner]');
    const brandId = await brandOf(db, 'partner_contracts', contractId);
    if (brandId === null) return (error(`Contract ${contractId} not found.`), 1);
    const action = command === 'contract-approve' ? 'approve' : command === 'contract-reject' ? 'reject' : 'terminate';
    const c = await changeContract(db, brandId, contractId, action, { by: by as ContractParty });
    log(`Contract ${c.id} is now ${c.status}.`);
    return 0;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    error(`Refused (${e.code}): ${e.message}${e.errors.map((f) => `\n  ${f.field}: ${f.code}`).join('')}`);
    return 1;
  }
}
