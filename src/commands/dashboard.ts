import { can, LEVEL } from '../domain/permissions.ts';
import type { Command, CommandContext } from './registry.ts';

/**
 * Home dashboard commands (issue 6). The range presets are global: "Dashboard: last 7 days" opens
 * the dashboard on that range from any screen, because the preset lives in the URL (`/?range=last7`).
 * Refresh is contextual: the page registers it while mounted. "Go to dashboard" is the route's own
 * navigation command (`g h`, src/domain/routes.ts). The figures need report ≥ 2 besides the
 * dashboard module (the dashboard API reads reports), so without it the presets are not offered.
 */
export const PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 'last30';

export function isPreset(value: unknown): value is Preset {
  return typeof value === 'string' && (PRESETS as readonly string[]).includes(value);
}

/** The path that shows a preset: the default keeps the bare `/`. */
export function pathFor(preset: Preset): string {
  return preset === DEFAULT_PRESET ? '/' : `/?range=${preset}`;
}

const DASHBOARD = { module: 'dashboard', level: LEVEL.read } as const;
const readsReports = (ctx: CommandContext) => ctx.user !== null && can(ctx.user, 'report', LEVEL.read);

const KEYWORDS: Record<Preset, readonly string[]> = {
  today: ['today', 'hôm nay'],
  yesterday: ['yesterday', 'hôm qua'],
  last7: ['7', 'week', 'tuần'],
  last30: ['30', 'month', 'default', 'tháng'],
  thisMonth: ['month', 'mtd', 'tháng này'],
};

export function dashboardCommands(): Command[] {
  return PRESETS.map((preset) => ({
    id: `dashboard.range.${preset}`,
    title: (LL) => LL.dashboard.commands.range({ range: LL.dashboard.presets[preset]() }),
    group: 'navigation',
    keywords: ['dashboard', 'range', 'home', 'bảng điều khiển', ...KEYWORDS[preset]],
    permission: DASHBOARD,
    when: readsReports,
    run: (ctx) => ctx.navigate(pathFor(preset)),
  }));
}

export interface DashboardView {
  refresh(): void;
}

/** The top widget: it ranks offers or partners. */
export interface DashboardTopView {
  show(by: 'offer' | 'partner'): void;
}

/** Registered by the dashboard page while it is mounted. */
export function dashboardViewCommands(view: () => DashboardView): Command[] {
  return [
    {
      id: 'dashboard.refresh',
      title: (LL) => LL.dashboard.commands.refresh(),
      group: 'actions',
      keywords: ['refresh', 'reload', 'update', 'làm mới', 'tải lại'],
      permission: DASHBOARD,
      when: readsReports,
      run: () => view().refresh(),
    },
  ];
}

/**
 * The top widget's "Top offers" / "Top partners" (issue 29 item 1): registered while the widget is on
 * the dashboard, so its two buttons are the faces of commands. Both stay enabled, as the buttons (a
 * pressed toggle shown again changes nothing).
 */
export function dashboardTopCommands(view: () => DashboardTopView): Command[] {
  return (['offer', 'partner'] as const).map((by) => ({
    id: `dashboard.top.${by}`,
    title: (LL) => LL.dashboard.commands.top({ list: by === 'offer' ? LL.dashboard.top.offers() : LL.dashboard.top.partners() }),
    group: 'actions',
    keywords: [
      'dashboard',
      'top',
      'rank',
      'bảng điều khiển',
      'xếp hạng',
      ...(by === 'offer' ? ['offers', 'ưu đãi'] : ['partners', 'đối tác']),
    ],
    permission: DASHBOARD,
    when: readsReports,
    run: () => view().show(by),
  }));
}
