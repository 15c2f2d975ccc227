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
