import { ONBOARDING_STEPS, type OnboardingStep } from '../../src/domain/onboarding/progress.ts';
import type { OnboardingEvent } from '../../src/machines/onboarding.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { applyToBrand, findBrand } from './service.ts';

/**
 * Operator commands of the onboarding lifecycle (`npm run ops -- <command>`): the admin's and account
 * manager's side, applied through the same machine and service as the brand's own submission.
 */
export const ONBOARDING_OPS_HELP = `  review-onboarding <brand-id|owner-email>   the account manager opens a submission (under review)
  approve-onboarding <brand-id|owner-email>  approve a submitted onboarding: unlocks the brand's menu
  reject-onboarding <brand-id|owner-email> --reason TEXT [--step personal|public|payment ...]
                                             send a submission back; the steps (default all three) are to redo`;

export const ONBOARDING_OPS_COMMANDS = ['review-onboarding', 'approve-onboarding', 'reject-onboarding'] as const;

export function isOnboardingOpsCommand(command: string): boolean {
  return (ONBOARDING_OPS_COMMANDS as readonly string[]).includes(command);
}

function optionValues(args: string[], name: string): string[] {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]!] : []));
}

/** The machine event a command stands for; throws on bad arguments. */
export function eventOf(command: string, args: string[]): OnboardingEvent {
  if (command === 'review-onboarding') return { type: 'review.started' };
  if (command === 'approve-onboarding') return { type: 'onboarding.approved' };
  const reason = optionValues(args, '--reason').join(' ').trim();
  if (!reason) throw new Error('reject-onboarding needs --reason "why the submission is sent back"');
  const named = optionValues(args, '--step');
  const unknown = named.filter((s) => !(ONBOARDING_STEPS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`Unknown step ${unknown.join(', ')}: use ${ONBOARDING_STEPS.join(', ')}`);
  const steps = named.length ? [...new Set(named as OnboardingStep[])] : [...ONBOARDING_STEPS];
  return { type: 'onboarding.rejected', steps, reason };
}

/** Runs one command; returns the process exit code (0 done, 1 refused or not found). */
export async function runOnboardingOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const target = args[0];
  if (!target || target.startsWith('--')) {
    error(`${command} needs a brand id or the owner's email.`);
    return 2;
  }
  const event = eventOf(command, args.slice(1));
  const brandId = await findBrand(db, target);
  if (brandId === null) {
    error(`No brand with id or owner email "${target}".`);
    return 1;
  }
  try {
    const progress = await applyToBrand(db, brandId, event);
    log(`Brand ${brandId}: onboarding is now ${progress.status} (${progress.percentage} %).`);
    return 0;
  } catch (e) {
    if (e instanceof HttpError) {
      error(`Brand ${brandId}: refused — ${e.message}.`);
      return 1;
    }
    throw e;
  }
}
