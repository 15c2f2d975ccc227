import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import * as css from './dashboard.css.ts';

export interface WidgetState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One dashboard widget: a titled region that shows its own loading, error (with Retry) and empty
 * states. Widgets never share a query, so one failing part says so and the rest keep their figures.
 */
export function Widget(props: {
  id: string;
  title: string;
  state: WidgetState;
  empty?: boolean;
  wide?: boolean;
  tools?: ReactNode;
  children?: ReactNode;
}) {
  const { LL } = useI18n();
  const { id, title, state, empty, wide, tools, children } = props;
  const headingId = `dashboard-${id}`;
  let body: ReactNode = children;
  if (state.isError) {
    body = (
      <p role="alert" className={css.error}>
        {LL.dashboard.loadFailed()}
        <Button size="sm" tone="secondary" onPress={() => void state.refetch()}>
          {LL.common.retry()}
        </Button>
      </p>
    );
  } else if (state.isPending) body = <p className={css.note}>{LL.dashboard.loading()}</p>;
  else if (empty) body = <p className={css.note}>{LL.dashboard.empty()}</p>;
  return (
    <section
      className={wide ? `${css.widget} ${css.wide}` : css.widget}
      aria-labelledby={headingId}
      aria-busy={state.isPending}
      data-widget={id}
    >
      <div className={css.widgetHead}>
        <h2 id={headingId} className={css.widgetTitle}>
          {title}
        </h2>
        {tools}
      </div>
      {body}
    </section>
  );
}

/** The data of a chart as a table only screen readers see (the chart itself is a picture of it). */
export function ChartTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    // the hiding box wraps the table: a table itself ignores width and overflow, so hidden on its own it
    // would still be laid out at full width and scroll the page sideways on a phone
    <div className={css.visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
