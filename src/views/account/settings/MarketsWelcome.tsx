import { useShellSession } from '../../app/runtime.tsx';
import { FirstLoginBanner } from './FirstLoginBanner.tsx';

/**
 * /markets until the marketplace issue fills it: the first login lands here (spec 1 §6 rule 7), so
 * "Get started" is offered here too, not only on account settings. The page table sets it over the
 * placeholder (areas do not import each other); the marketplace page keeps it when it replaces that.
 */
export function MarketsWelcome() {
  const { me } = useShellSession();
  return me?.is_first_login ? <FirstLoginBanner /> : null;
}
