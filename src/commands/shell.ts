import type { ShellState, ThemeChoice } from './context.ts';
import type { Command, CommandContext } from './registry.ts';

/**
 * The shell's own commands: every action of the header and the avatar menu besides navigation
 * (which comes from src/commands/navigation.ts). Their effects and the state they depend on arrive in
 * `ctx.shell` (typed, src/commands/context.ts), so this file stays free of React and the DOM.
 */
export type { MenuLayout, ShellActions, ShellState, ThemeChoice } from './context.ts';

export const LANGUAGE_PAGE = 'language';
export const KEYBOARD_MAP_SHORTCUT = '?';
export const OPEN_PALETTE_SHORTCUT = 'mod+k';

export function shellState(ctx: CommandContext): ShellState | undefined {
  return ctx.shell;
}
const act = (ctx: CommandContext) => shellState(ctx)?.actions;
const header = (ctx: CommandContext) => shellState(ctx)?.header ?? null;

const theme = (mode: ThemeChoice, title: Command['title'], keywords: string[]): Command => ({
  id: `theme.${mode}`,
  title,
  group: 'preferences',
  keywords: ['theme', 'giao diện', ...keywords],
  run: (ctx) => act(ctx)?.setTheme(mode),
});

export function shellCommands(): Command[] {
  return [
    {
      id: 'theme.toggle',
      title: (LL) => LL.palette.toggleTheme(),
      group: 'preferences',
      keywords: ['dark', 'light', 'theme', 'tối', 'sáng'],
      shortcut: 't t',
      run: (ctx) => act(ctx)?.toggleTheme(),
    },
    theme('light', (LL) => LL.palette.useLightTheme(), ['light', 'sáng']),
    theme('dark', (LL) => LL.palette.useDarkTheme(), ['dark', 'tối']),
    theme('system', (LL) => LL.palette.useSystemTheme(), ['system', 'os', 'auto', 'hệ thống']),
    {
      id: 'language.switch',
      title: (LL) => LL.palette.switchLanguage(),
      group: 'preferences',
      keywords: ['language', 'ngôn ngữ', 'english', 'tiếng việt', 'en', 'vi'],
      shortcut: 't l',
      page: { id: LANGUAGE_PAGE },
    },
    {
      id: 'menu.classic',
      title: (LL) => LL.palette.useClassicMenu(),
      group: 'preferences',
      keywords: ['menu', 'top', 'header', 'layout', 'ngang'],
      when: (ctx) => ctx.user !== null && shellState(ctx)?.menuLayout !== 'classic',
      run: (ctx) => act(ctx)?.setMenuLayout('classic'),
    },
    {
      id: 'menu.side',
      title: (LL) => LL.palette.useSideMenu(),
      group: 'preferences',
      keywords: ['menu', 'sidebar', 'layout', 'bên'],
      when: (ctx) => ctx.user !== null && shellState(ctx)?.menuLayout === 'classic',
      run: (ctx) => act(ctx)?.setMenuLayout('side'),
    },
    {
      id: 'keyboard.map',
      title: (LL) => LL.palette.openKeyboardMap(),
      group: 'help',
      keywords: ['keyboard', 'shortcuts', 'help', 'phím tắt'],
      shortcut: KEYBOARD_MAP_SHORTCUT,
      run: (ctx) => act(ctx)?.openKeyboardMap(),
    },
    {
      id: 'account.inviteLink',
      title: (LL) => LL.shell.header.inviteLink(),
      group: 'account',
      keywords: ['invite', 'link', 'mời'],
      when: (ctx) => header(ctx)?.inviteLink === true,
      run: (ctx) => act(ctx)?.openInvite(),
    },
    {
      id: 'account.copyManagerEmail',
      title: (LL) => LL.palette.copyManagerEmail(),
      group: 'account',
      keywords: ['account manager', 'email', 'contact', 'quản lý'],
      when: (ctx) => header(ctx)?.managerContact === true && shellState(ctx)?.hasManager === true,
      run: (ctx) => act(ctx)?.copyManagerEmail(),
    },
    {
      id: 'session.logout',
      title: (LL) => LL.palette.logOut(),
      group: 'account',
      keywords: ['logout', 'sign out', 'đăng xuất'],
      when: (ctx) => ctx.user !== null,
      run: (ctx) => act(ctx)?.openLogout(),
    },
  ];
}
