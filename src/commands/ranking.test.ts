import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { navigationCommands } from './navigation.ts';
import { rankCommands } from '../../tests/support/commands/rank.ts';
import { keywordScore, normalizeText, rankItems, SCORE, titleScore } from './ranking.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';
import { shellCommands } from './shell.ts';
import { commandTitles } from './text.ts';

const owner: CommandContext = {
  user: { role: 'owner', permissions: {}, isAllPartner: true },
  flags: { fraudDetector: true, discountProgram: true, adminApproved: true },
  navigate: vi.fn(),
  openPage: vi.fn(),
};

/** The app's real commands, titled as the palette shows them. */
function appRegistry() {
  const registry = new CommandRegistry();
  registry.registerAll([...navigationCommands(), ...shellCommands()]);
  return registry;
}
const rank = (query: string, recents: string[] = [], locale: 'en' | 'vi' = 'en') => {
  const LL = translator(locale);
  return rankCommands(appRegistry(), query, owner, recents, (c) => commandTitles(LL, c));
};

describe('palette ranking', () => {
  it('"offers" ranks "Go to Offers" first, ahead of screens that only mention offers in a keyword or path', () => {
    const ids = rank('offers').map((c) => c.id);
    expect(ids[0]).toBe('nav.offers');
    expect(ids).toContain('nav.offerGroups'); // still found through its path keyword, but later
  });

  it('a recently run command does not jump ahead of a better match', () => {
    expect(rank('offers', ['nav.offerGroups', 'nav.creatives'])[0]?.id).toBe('nav.offers');
  });

  it('recents come first among equally good matches, and before everything on an empty query', () => {
    // "new" starts the subject of every create screen: equal matches
    const withoutRecent = rank('new').map((c) => c.id);
    expect(withoutRecent[0]).toBe('nav.offerNew'); // shortest title first
    expect(rank('new', ['nav.creativeNew'])[0]?.id).toBe('nav.creativeNew');
    expect(
      rank('', ['session.logout', 'nav.payment'])
        .slice(0, 2)
        .map((c) => c.id),
    ).toEqual(['session.logout', 'nav.payment']);
  });

  it('a title prefix beats a word inside a longer title, which beats keywords', () => {
    const items = [
      { id: 'kw', titles: ['Switch language'], keywords: ['report'] },
      { id: 'word', titles: ['Go to Conversion report'] },
      { id: 'prefix', titles: ['Reports'] },
      { id: 'sub', titles: ['Subreporting'] },
    ];
    expect(rankItems(items, 'report').map((i) => i.id)).toEqual(['prefix', 'word', 'sub', 'kw']);
    expect(titleScore('offers', 'Offers')).toBe(SCORE.exact);
    expect(keywordScore('offers', 'offers')).toBeLessThan(titleScore('offers', 'Go to Offers'));
  });

  it('ignores case and Vietnamese diacritics', () => {
    expect(normalizeText('Thanh toán Đơn')).toBe('thanh toan don');
    expect(rank('thanh toan', [], 'vi')[0]?.id).toBe('nav.payment');
  });

  it('no match, no result', () => {
    expect(rank('zzzz')).toEqual([]);
  });
});
