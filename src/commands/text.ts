import type { TranslationFunctions } from '../i18n/i18n-types.ts';
import type { AnyCommand, I18nText } from './registry.ts';

/** Translates a registry text: a dotted key (`routes.offers`) or a function of the translation functions. */
export function textOf(LL: TranslationFunctions, text: I18nText): string {
  if (typeof text === 'function') return text(LL);
  let node: unknown = LL;
  for (const part of text.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'function' ? (node as () => string)() : text;
}

/**
 * The texts a command is matched by as titles: its shown title first, then its subject when it has one
 * ("Go to Offers" is also found as "Offers", so typing "offers" finds it as an exact match).
 */
export function commandTitles(LL: TranslationFunctions, command: AnyCommand): string[] {
  const title = textOf(LL, command.title);
  return command.subject ? [title, textOf(LL, command.subject)] : [title];
}
