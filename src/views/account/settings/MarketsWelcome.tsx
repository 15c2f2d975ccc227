import type { WebRoute } from '../../../domain/routes.ts';
import { PlaceholderPage } from '../../pages/SimplePages.tsx';
import { useShellSession } from '../../app/runtime.tsx';
import { FirstLoginBanner } from './FirstLoginBanner.tsx';

/**
 * /markets until the marketplace issue fills it: the first login lands here (spec 1 §6 rule 7), so
 * "Get started" is offered here too, not only on account settings. The marketplace page keeps the
 * banner when it replaces the placeholder.
 */
export function MarketsWelcome({ route }: { route: WebRoute }) {
  const { me } = useShellSession();
  return (
    <>
      {me?.is_first_login && <FirstLoginBanner />}
      <PlaceholderPage route={route} />
    </>
  );
}
