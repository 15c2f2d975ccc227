/**
 * The home dashboard (issue 6 item 1): range presets, widget frames, cards, charts and their
 * accessible tables, palette commands. Figure names come from the reports area (reports.columns).
 */
export default {
  title: 'Dashboard',
  range: 'Date range',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7: 'Last 7 days',
    last30: 'Last 30 days',
    thisMonth: 'This month',
  },
  zone: 'Time zone: {zone:string}',
  refresh: 'Refresh',
  loading: 'Loading…',
  loadFailed: 'This part of the dashboard could not be loaded.',
  empty: 'No traffic in this period.',
  widgets: {
    overview: 'Overview',
    hourOfDay: 'Traffic by hour of day',
    conversionStatus: 'Conversions by status',
    performance: 'Daily performance',
    top: 'Top statistics',
    snapshot: 'Today vs yesterday',
  },
  delta: {
    up: 'Up {value:string}% from the previous period',
    down: 'Down {value:string}% from the previous period',
    flat: 'No change from the previous period',
    none: 'No data in the previous period',
    upShort: 'Up {value:string}% from yesterday at this time',
    downShort: 'Down {value:string}% from yesterday at this time',
  },
  previous: 'Previous period: {value:string}',
  chart: {
    metric: 'Metric',
    summary: '{chart:string}: highest {label:string} with {value:string}; total {total:string}.',
    emptySummary: '{chart:string}: no data in this period.',
    keyboardHint: 'Tab into a chart, then use the arrow keys to read each point.',
    hour: '{hour:string}:00',
    table: '{chart:string} as a table',
    share: 'Share',
  },
  top: {
    by: 'Show',
    offers: 'Top offers',
    partners: 'Top partners',
    metric: 'Ranked by',
    rank: 'Rank',
    none: 'Nothing ranked in this period.',
  },
  snapshot: {
    figure: 'Figure',
    change: 'Change against yesterday at this time',
  },
  commands: {
    range: 'Dashboard: {range:string}',
    refresh: 'Dashboard: refresh',
    top: 'Dashboard: {list:string}',
  },
} as const;
