import { Link } from 'wouter';
import { partnerPath } from '../../../commands/featured.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { ChartTable } from '../../system/charts/ChartTable.tsx';
import { BarChart, LineChart } from '../../system/charts/lazy-charts.tsx';
import type { BoardModel } from './boards.ts';
import * as css from './featured.css.ts';

/**
 * One featured board: a titled region (focusable, so "jump to board" lands on it), what its figure
 * measures, a one-line summary, the visx chart (one Tab stop, arrow keys read the bars, as on the
 * dashboard) with the same data as a hidden table, and the partners it ranks as links to their
 * marketplace detail.
 */
export function Board({ model }: { model: BoardModel }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const title = LL.featured.boards[model.key]();
  const measure = LL.featured.measures[model.key]();
  const headingId = `featured-${model.key}`;
  const first = model.points[0];
  const Chart = model.kind === 'line' ? LineChart : BarChart;
  return (
    <section
      id={`board-${model.key}`}
      className={model.kind === 'line' ? `${css.board} ${css.wide}` : css.board}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-board={model.key}
    >
      <h2 id={headingId} className={css.boardTitle}>
        {title}
      </h2>
      <p className={css.note}>{measure}</p>
      {model.points.length === 0 ? (
        <p className={css.note}>{LL.featured.empty()}</p>
      ) : (
        <>
          {first && model.kind === 'bar' && (
            <p className={css.note}>{LL.featured.summary({ board: title, label: first.label, value: first.text })}</p>
          )}
          <Chart title={LL.featured.chartTitle({ board: title, measure })} points={model.points} formatTick={(v) => fmt.abbreviate(v)} />
          <ChartTable caption={LL.featured.table({ board: title })} head={model.head} rows={model.rows} />
          {model.links.length > 0 && (
            <ol className={css.links} aria-label={LL.featured.columns.partner()}>
              {model.links.map((l, i) => (
                <li key={`${l.id}-${i}`}>
                  <span className={css.linkRow}>
                    <Link href={partnerPath(l.id)}>{l.name}</Link>
                    <span className={css.figure}>{l.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
