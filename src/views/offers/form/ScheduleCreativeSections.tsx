import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { DatePicker } from '../../system/DatePicker.tsx';
import { NumberField } from '../../system/NumberField.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { toOptions, useOfferMeta } from '../list/reference.ts';
import * as css from '../list/offers.css.ts';
import { CreativePicker } from './CreativePicker.tsx';
import type { BudgetRow, Segment } from './form-state.ts';
import type { FormBinding } from './fields.tsx';

/**
 * Edit tab / step "schedule & budget": dates (MM/dd/yyyy), time zone, time segments (day + HH:mm
 * pair) and budgets (metric × timeframe × value; a lower timeframe may not exceed a higher one — the
 * rule of rules.ts, reported on the row's value).
 */
export function ScheduleSection({ f }: { f: FormBinding }) {
  const { LL } = useI18n();
  const meta = useOfferMeta();
  const F = LL.offers.fields;
  const d = f.draft;
  const setSegment = (i: number, patch: Partial<Segment>) =>
    f.set({ time_segments: d.time_segments.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const setBudget = (i: number, patch: Partial<BudgetRow>) =>
    f.set({ budgets: d.budgets.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const zones = (meta?.time_zones ?? []).map((z) => ({ id: z.id, label: z.label }));
  return (
    <div className={css.form}>
      <div className={css.grid}>
        <div data-field="start_date">
          <DatePicker
            label={F.startDate()}
            value={d.start_date}
            onChange={(v) => f.set({ start_date: v })}
            errorMessage={f.errors.start_date}
          />
        </div>
        <div data-field="end_date">
          <DatePicker label={F.endDate()} value={d.end_date} onChange={(v) => f.set({ end_date: v })} errorMessage={f.errors.end_date} />
        </div>
        <div data-field="time_zone">
          <Select
            label={F.timeZone()}
            options={zones.length ? zones : [{ id: d.time_zone, label: d.time_zone }]}
            selectedKey={d.time_zone}
            onSelectionChange={(k) => f.set({ time_zone: String(k) })}
          />
        </div>
      </div>
      <fieldset className={css.section} data-field="time_segments">
        <legend>{F.timeSegments()}</legend>
        {d.time_segments.map((s, i) => (
          <div key={i} className={css.rowInline}>
            <Select
              label={F.day()}
              options={toOptions(meta?.schedule_days)}
              selectedKey={s.day}
              onSelectionChange={(k) => setSegment(i, { day: Number(k) })}
            />
            <TextField
              label={F.startTime()}
              placeholder="HH:mm"
              value={s.start_time}
              onChange={(v) => setSegment(i, { start_time: v })}
              errorMessage={f.errors[`time_segments.${i}.start_time`]}
            />
            <TextField
              label={F.endTime()}
              placeholder="HH:mm"
              value={s.end_time}
              onChange={(v) => setSegment(i, { end_time: v })}
              errorMessage={f.errors[`time_segments.${i}.end_time`]}
            />
            <Button size="sm" tone="ghost" onPress={() => f.set({ time_segments: d.time_segments.filter((_, j) => j !== i) })}>
              {F.remove()}
            </Button>
          </div>
        ))}
        <Button
          size="sm"
          tone="secondary"
          onPress={() => f.set({ time_segments: [...d.time_segments, { day: 1, start_time: '00:00', end_time: '24:00' }] })}
        >
          {F.addSegment()}
        </Button>
      </fieldset>
      <fieldset className={css.section} data-field="budgets">
        <legend>{F.budgets()}</legend>
        {d.budgets.map((b, i) => (
          <div key={i} className={css.rowInline}>
            <Select
              label={F.budgetType()}
              options={toOptions(meta?.offer_budget_types)}
              selectedKey={b.budget_type}
              onSelectionChange={(k) => setBudget(i, { budget_type: Number(k) })}
            />
            <Select
              label={F.frequency()}
              options={toOptions(meta?.offer_budget_frequencies)}
              selectedKey={b.frequency}
              onSelectionChange={(k) => setBudget(i, { frequency: Number(k) })}
              errorMessage={f.errors[`budgets.${i}.frequency`]}
            />
            <NumberField
              label={F.value()}
              currency={f.currency}
              maxDecimals={4}
              minValue={0}
              defaultValue={b.value === '' ? undefined : Number(b.value)}
              onDecimalChange={(v) => setBudget(i, { value: v ?? '' })}
              errorMessage={f.errors[`budgets.${i}.value`]}
            />
            <Button size="sm" tone="ghost" onPress={() => f.set({ budgets: d.budgets.filter((_, j) => j !== i) })}>
              {F.remove()}
            </Button>
          </div>
        ))}
        <Button size="sm" tone="secondary" onPress={() => f.set({ budgets: [...d.budgets, { budget_type: 1, frequency: 1, value: '' }] })}>
          {F.addBudget()}
        </Button>
      </fieldset>
    </div>
  );
}

/** Edit tab / step "creative": the creatives shown with the offer, picked from the brand's creatives. */
export function CreativeSection({ f }: { f: FormBinding }) {
  return (
    <div className={css.form} data-field="creative_ids">
      <CreativePicker value={f.draft.creative_ids} onChange={(ids) => f.set({ creative_ids: ids })} errorMessage={f.errors.creative_ids} />
    </div>
  );
}
