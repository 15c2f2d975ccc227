import { canReadBrand } from '../domain/profile/tabs.ts';
import type { AccountTab } from '../domain/profile/tabs.ts';
import type { Command, CommandContext } from './registry.ts';

/**
 * Account-settings commands (spec 1 §2 tabs). The owner's brand tabs live on /account-setting; a
 * non-owner reaches the same tabs on /brand-info, which needs brand_account access. Personal info
 * and the password are every signed-in user's own.
 */
export const ACCOUNT_SETTING_PATH = '/account-setting';
export const BRAND_INFO_PATH = '/brand-info';

/** Where `tab` is for this user, or null when they cannot open it. */
export function tabPath(ctx: CommandContext, tab: AccountTab): string | null {
  const user = ctx.user;
  if (!user) return null;
  if (tab === 'personal' || user.role === 'owner') return `${ACCOUNT_SETTING_PATH}?tab=${tab}`;
  // an owner awaiting approval only reaches /account-setting; non-owners are not held by approval
  return canReadBrand(user) ? `${BRAND_INFO_PATH}?tab=${tab}` : null;
}

const tabCommand = (tab: 'personal' | 'public' | 'payment' | 'technical', keywords: string[]): Command => ({
  id: `account.settings.${tab}`,
  title: (LL) => LL.account.palette[tab](),
  group: 'account',
  // the profile, the brand's public info and its billing are the account's own (decision 077)
  ...(tab === 'technical' ? {} : { accountOwn: true as const }),
  keywords: ['account', 'settings', 'profile', 'cài đặt', 'tài khoản', ...keywords],
  when: (ctx) => tabPath(ctx, tab) !== null,
  run: (ctx) => {
    const path = tabPath(ctx, tab);
    if (path) ctx.navigate(path);
  },
});

export function accountCommands(): Command[] {
  return [
    tabCommand('personal', ['name', 'phone', 'avatar', 'cá nhân']),
    tabCommand('public', ['company', 'website', 'verticals', 'công khai']),
    tabCommand('payment', ['billing', 'bank', 'tax', 'thanh toán']),
    tabCommand('technical', ['time zone', 'language', 'report', 'kỹ thuật']),
    {
      id: 'account.changePassword',
      title: (LL) => LL.account.palette.changePassword(),
      group: 'account',
      accountOwn: true,
      keywords: ['password', 'security', 'mật khẩu'],
      when: (ctx) => ctx.user !== null,
      run: (ctx) => ctx.navigate(`${ACCOUNT_SETTING_PATH}?tab=personal#password`),
    },
    {
      id: 'account.setTimezone',
      title: (LL) => LL.account.palette.setTimezone(),
      group: 'preferences',
      keywords: ['time zone', 'timezone', 'utc', 'múi giờ'],
      when: (ctx) => tabPath(ctx, 'technical') !== null,
      run: (ctx) => {
        const path = tabPath(ctx, 'technical');
        if (path) ctx.navigate(path);
      },
    },
  ];
}

/** A profile picture's upload (PictureUpload): the avatar on personal info, the cover on public info. */
export interface PictureView {
  /** an upload is in flight */
  uploading: boolean;
  /** opens the file chooser */
  choose(): void;
}

/**
 * "Change avatar…" / "Change cover picture…" (issue 29 item 1): registered while the picture's upload is
 * on screen (the cover only for who may edit the brand), so its button is the command's face. Disabled
 * while a picture uploads; the profile's own, so an agency inside the brand sees it disabled (decision 077).
 */
export function pictureCommands(kind: 'avatar' | 'cover', view: () => PictureView): Command[] {
  return [
    {
      id: kind === 'avatar' ? 'account.changeAvatar' : 'account.changeCover',
      title: (LL) => (kind === 'avatar' ? LL.account.palette.changeAvatar() : LL.account.palette.changeCover()),
      group: 'account',
      accountOwn: true,
      keywords: ['picture', 'photo', 'upload', 'ảnh', 'tải lên', ...(kind === 'avatar' ? ['avatar', 'đại diện'] : ['cover', 'bìa'])],
      blocked: () => (view().uploading ? 'account.pictureUploading' : null),
      run: () => view().choose(),
    },
  ];
}
