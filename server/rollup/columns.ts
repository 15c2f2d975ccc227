import { COUNT_KEYS, MONEY_KEYS } from '../../src/domain/reports/schema.ts';

/**
 * The figure columns of `rollup_hourly`, counts then money: the batch writes them, reports sum them.
 * The report figures minus the ones derived when a report is read (`other`, `profit`).
 */
type Stored<K extends string, Derived extends string> = Exclude<K, Derived>;
export const ROLLUP_COUNTS = COUNT_KEYS.filter((k): k is Stored<(typeof COUNT_KEYS)[number], 'other'> => k !== 'other');
export const ROLLUP_MONEY = MONEY_KEYS.filter((k): k is Stored<(typeof MONEY_KEYS)[number], 'profit'> => k !== 'profit');
