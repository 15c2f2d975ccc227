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
