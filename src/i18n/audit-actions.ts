import type { LL } from './translate.ts';

type Texts = Record<string, (() => string) | undefined>;

/**
 * What an audit row's action did, in words (decision 066): its own text (`activity.actions`, the
 * action with its dots as "_"), else its feature's change ("Offer: changed"), never its code. The
 * code stays what the Activity view's Action filter takes. server/audit/action-names.test.ts checks
 * that every action the server records has its own text.
 */
export function auditActionText(ll: LL, action: string): string {
  // typesafe-i18n answers a key it does not have with '': an empty text is a missing one
  const text = (texts: object, key: string) => (texts as Texts)[key]?.() ?? '';
  const own = text(ll.activity.actions, action.replace(/\./g, '_'));
  if (own) return own;
  const feature = text(ll.activity.features, action.split('.')[0] ?? '');
  return feature ? ll.activity.changed({ feature }) : ll.activity.otherAction();
}
