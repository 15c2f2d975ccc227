import { AccountSettingsPage } from '../settings/AccountSettingsPage.tsx';

/** /brand-info: the owner's four tabs for non-owners (the guard keeps the owner out). */
export function BrandInfoPage() {
  return <AccountSettingsPage mode="brand" />;
}
