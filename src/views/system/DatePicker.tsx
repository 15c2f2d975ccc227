import { Icon } from './icons.tsx';
import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider as AriaLocale,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { dateFieldLocale } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './field.css.ts';
import * as overlay from './overlay.css.ts';
import { LiveFieldError } from './LiveFieldError.tsx';

export interface DatePickerProps {
  label: ReactNode;
  /** ISO calendar day 'yyyy-MM-dd' (what the API sends), or null */
  value?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
}

const toDate = (iso: string | null | undefined): CalendarDate | null | undefined =>
  iso ? parseDate(iso) : iso === null ? null : undefined;

/*
 * Segments follow the UI language (decision 066): MM/dd/yyyy in English (spec 1 §5), dd/MM/yyyy in
 * Vietnamese, with forced leading zeros like the dates the pages show (src/i18n/format.ts); react-aria's
 * own words (the calendar button, month names) follow too. Values cross the boundary as ISO strings.
 */
export function DatePicker({ label, value, onChange, minValue, maxValue, description, errorMessage, ...props }: DatePickerProps) {
  const { locale } = useI18n();
  return (
    <AriaLocale locale={dateFieldLocale(locale)}>
      <AriaDatePicker
        {...props}
        value={toDate(value)}
        minValue={toDate(minValue)}
        maxValue={toDate(maxValue)}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
        shouldForceLeadingZeros
        granularity="day"
        isInvalid={Boolean(errorMessage) || undefined}
        className={css.field}
      >
        <Label className={css.label}>{label}</Label>
        <Group className={css.group}>
          <DateInput className={css.bareInput} style={{ display: 'flex' }}>
            {(segment) => <DateSegment segment={segment} className={css.dateSegment} />}
          </DateInput>
          <AriaButton className={css.bareInput} style={{ flex: 'none' }}>
            {/* an SVG, not 📅: an emoji is a missing-glyph box where no emoji font is installed */}
            <Icon name="calendar" size={16} />
          </AriaButton>
        </Group>
        {description && (
          <Text slot="description" className={css.description}>
            {description}
          </Text>
        )}
        <LiveFieldError>{errorMessage}</LiveFieldError>
        <Popover className={overlay.popover}>
          <Dialog className={overlay.dialog}>
            <Calendar>
              <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <AriaButton slot="previous" className={css.bareInput}>
                  ‹
                </AriaButton>
                <Heading />
                <AriaButton slot="next" className={css.bareInput}>
                  ›
                </AriaButton>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} className={overlay.item} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </AriaLocale>
  );
}
