import { useQuery } from '@tanstack/react-query';
import type { Figures } from '../../domain/reports/schema.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import * as css from './dashboard.css.ts';
import { ARROWS, deltaOf, formatFigure, type Direction } from './figures.ts';
import { overviewQuery } from '../../api/reports.ts';
import type { RangeQuery } from './range.ts';
import { Widget } from './Widget.tsx';

/** The six headline figures of the range with the change against the previous period of equal length. */
export const CARD_KEYS = ['clicks', 'conversions', 'payout', 'revenue', 'cr', 'epc'] as const;

export function DeltaText(props: { percent: string | null; short?: boolean }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const { direction, value } = deltaOf(props.percent, fmt);
  const words: Record<Direction, string> = {
    up: props.short ? LL.dashboard.delta.upShort({ value }) : LL.dashboard.delta.up({ value }),
    down: props.short ? LL.dashboard.delta.downShort({ value }) : LL.dashboard.delta.down({ value }),
    flat: LL.dashboard.delta.flat(),
    none: LL.dashboard.delta.none(),
  };
  // the arrow and number are what the eye reads; the sentence is what a screen reader says
  return (
    <span className={css.delta[direction]} data-direction={direction}>
      <span aria-hidden="true">
        {ARROWS[direction]} {value && `${value}%`}
      </span>
      <span className={css.visuallyHidden}>{words[direction]}</span>
    </span>
  );
}

export function OverviewCards({ range, enabled }: { range: RangeQuery; enabled: boolean }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const q = useQuery({ ...overviewQuery(range), enabled });
  const data = q.data;
  const label = (k: (typeof CARD_KEYS)[number]) => LL.reports.columns[k]();
  return (
    <Widget id="overview" title={LL.dashboard.widgets.overview()} state={q} wide>
      {data && (
        <ul className={css.cards} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {CARD_KEYS.map((k) => (
            <li key={k} className={css.card} data-card={k}>
              <p id={`card-${k}`} className={css.cardLabel}>
                {label(k)}
              </p>
              <p className={css.cardValue}>{formatFigure(k, (data.current as Figures)[k], fmt)}</p>
              <p className={css.note}>
                <DeltaText percent={data.delta_percent[k]} />
              </p>
              <p className={css.note}>{LL.dashboard.previous({ value: formatFigure(k, (data.previous as Figures)[k], fmt) })}</p>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
