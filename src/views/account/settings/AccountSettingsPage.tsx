import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { accessSessionFromMe } from '../../../domain/access.ts';
import type { Me } from '../../../domain/auth/contract.ts';
import { accountTabs, BRAND_INFO_TABS, canEditBrand, tabFromQuery, type AccountTab } from '../../../domain/profile/tabs.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { useShellSession } from '../../app/runtime.tsx';
import { PaymentInfoForm, PublicInfoForm } from './BrandForms.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { AccountPermission, PartnerManagement } from './EmployeeTabs.tsx';
import { FirstLoginBanner } from './FirstLoginBanner.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import * as css from './settings.css.ts';
import { TechnicalSettings } from './TechnicalSettings.tsx';
import { ApiKeyPanel } from '../api-key/ApiKeyPanel.tsx';
import { AccessRequestsPanel } from '../access-requests/AccessRequestsPanel.tsx';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

export type SettingsMode = 'account' | 'brand';

/**
 * /account-setting (owner: personal, public, payment, technical; employees: personal, account
 * permission, partner management) and /brand-info (the owner's four tabs, for non-owners).
 * `?tab=` deep-links a tab (the onboarding checklist uses it); leaving a tab or the page with
 * unsaved changes asks first.
 */
export function AccountSettingsPage({ mode = 'account' }: { mode?: SettingsMode }) {
  const { LL } = useI18n();
  const { me } = useShellSession();
  if (!me) return <p>{LL.common.loading()}</p>;
  return <SettingsTabs me={me} mode={mode} />;
}

function SettingsTabs({ me, mode }: { me: Me; mode: SettingsMode }) {
  const { LL } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const guard = useUnsavedGuard();
  const access = accessSessionFromMe(me);
  const tabs = mode === 'brand' ? BRAND_INFO_TABS : accountTabs(access.role);
  const selected = tabFromQuery(search, tabs);
  const readOnly = !canEditBrand(access);
  const onDirty = useCallback((d: boolean) => guard.setDirty(d), [guard.setDirty]);

  const content = (tab: AccountTab) => {
    switch (tab) {
      case 'personal':
        // always the caller's own row, on /brand-info too (decision 014)
        return (
          <>
            <PersonalInfoForm me={me} onDirtyChange={onDirty} />
            <ChangePasswordForm />
          </>
        );
      case 'public':
        return <PublicInfoForm me={me} readOnly={readOnly} onDirtyChange={onDirty} />;
      case 'payment':
        return <PaymentInfoForm me={me} readOnly={readOnly} onDirtyChange={onDirty} />;
      case 'technical':
        return (
          <>
            <TechnicalSettings me={me} readOnly={false} />
            {/* both panels hide themselves without brand-account access */}
            <ApiKeyPanel />
            <AccessRequestsPanel />
          </>
        );
      case 'permission':
        return <AccountPermission me={me} />;
      case 'partners':
        return <PartnerManagement me={me} />;
    }
  };

  return (
    <section className={css.page}>
      <h1>{mode === 'brand' ? LL.account.brandInfoTitle() : LL.account.title()}</h1>
      {me.is_first_login && <FirstLoginBanner />}
      <CommandTabs
        name="accountSetting"
        label={LL.account.tabsLabel()}
        selectedKey={selected}
        onSelectionChange={(key) => key !== selected && guard.attempt(() => navigate(`${location}?tab=${String(key)}`))}
        items={tabs.map((tab) => ({ id: tab, label: LL.account.tabs[tab](), content: content(tab) }))}
      />
      <ModalDialog
        isOpen={guard.asking}
        onOpenChange={(open) => !open && guard.cancel()}
        role="alertdialog"
        size="sm"
        title={LL.account.unsavedTitle()}
        actions={
          <>
            <Button tone="secondary" onPress={guard.cancel}>
              {LL.account.stay()}
            </Button>
            <Button tone="danger" onPress={guard.confirm}>
              {LL.account.discard()}
            </Button>
          </>
        }
      >
        {LL.account.unsavedBody()}
      </ModalDialog>
    </section>
  );
}
