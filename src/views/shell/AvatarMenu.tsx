import { useSetAtom } from 'jotai';
import type { ReactElement } from 'react';
import { Header, MenuSection } from 'react-aria-components';
import type { MenuModel } from '../../domain/access.ts';
import type { Me } from '../../domain/auth/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Menu, MenuItem, MenuSeparator } from '../system/Menu.tsx';
import { inviteOpenAtom, logoutConfirmOpenAtom } from '../../atoms/shell.ts';
import * as css from './shell.css.ts';

/**
 * The avatar dropdown of spec 1 §2: who is signed in (company, business email, id), then account
 * settings, brand info (never for the owner), the audit log's Activity view, invite link, ticket
 * (disabled until approval) and log out (after a confirmation). Entries the permissions hide come from `menuFor(session).header`.
 * With the classic top menu the dropdown is the older one: account settings, ticket, log out.
 * A chunk of its own with the other header overlays (./deferred.ts); `trigger` is the header's button.
 */
export function AvatarMenu({
  me,
  header,
  variant = 'side',
  trigger,
}: {
  me: Me;
  header: MenuModel['header'];
  variant?: 'side' | 'classic';
  trigger: ReactElement;
}) {
  const { LL } = useI18n();
  const setConfirmLogout = useSetAtom(logoutConfirmOpenAtom);
  const setInvite = useSetAtom(inviteOpenAtom);
  const full = variant === 'side';
  return (
    <Menu
      label={LL.shell.header.accountMenu()}
      trigger={trigger}
      onAction={(key) => {
        if (key === 'logout') setConfirmLogout(true);
        if (key === 'invite') setInvite(true);
      }}
    >
      <MenuSection>
        <Header className={css.menuHeader}>
          <strong>{me.company_name}</strong>
          <span className={css.muted}>{me.business_email || me.email}</span>
          <span className={css.muted}>{LL.shell.header.userId({ id: me.id })}</span>
        </Header>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="accountSettings" href="/account-setting">
        {LL.shell.header.accountSettings()}
      </MenuItem>
      {full && header.brandInfo && (
        <MenuItem id="brandInfo" href="/brand-info">
          {LL.shell.header.brandInfo()}
        </MenuItem>
      )}
      {full && (
        <MenuItem id="activity" href="/activity">
          {LL.routes.activity()}
        </MenuItem>
      )}
      {full && header.inviteLink && (
        <MenuItem id="invite" data-command="account.inviteLink">
          {LL.shell.header.inviteLink()}
        </MenuItem>
      )}
      {header.ticket !== 'hidden' && (
        <MenuItem id="ticket" href="/ticket" isDisabled={header.ticket === 'disabled'} textValue={LL.shell.header.ticket()}>
          {LL.shell.header.ticket()}
          {header.ticket === 'disabled' && <span className={css.muted}> — {LL.shell.header.ticketDisabled()}</span>}
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem id="logout" data-command="session.logout">
        {LL.shell.header.logOut()}
      </MenuItem>
    </Menu>
  );
}
