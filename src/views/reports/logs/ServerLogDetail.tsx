import type { ServerLogItem } from '../../../domain/tracking-logs/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { utcTime } from '../conversions/columns.ts';
import * as css from '../reports.css.ts';
import { refusalText } from './columns.ts';
import { useFormat } from '../../app/useFormat.ts';

/** JSON as the server stored it, indented; a string body stays as sent. */
const pretty = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? ''));

/**
 * One server-log entry in full (Enter on a row): what the partner's server sent, what we decided and
 * why (in words), and what we answered — the three things a brand asks when a postback "did not count".
 */
export function ServerLogDetail({ row, onClose }: { row: ServerLogItem; onClose: () => void }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.reportViews.logs;
  const title = t.detailTitle({ id: row.id });
  return (
    <section
      className={css.panel}
      aria-label={title}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={css.panelHead}>
        <h2>{title}</h2>
        <Button tone="ghost" onPress={onClose} autoFocus>
          {t.close()}
        </Button>
      </div>
      <dl className={css.dl}>
        <dt className={css.dt}>{LL.reportViews.columns.time()}</dt>
        <dd className={css.dd}>{utcTime(row.created_at, fmt)}</dd>
        <dt className={css.dt}>{t.endpoint()}</dt>
        <dd className={css.dd}>{(t.endpoints as Record<string, (() => string) | undefined>)[row.endpoint]?.() ?? row.endpoint}</dd>
        <dt className={css.dt}>{t.outcome()}</dt>
        <dd className={css.dd}>
          {t.outcomes[row.outcome]()} · HTTP {row.http_status}
        </dd>
        <dt className={css.dt}>{t.reason()}</dt>
        <dd className={css.dd}>{row.reason ? refusalText(LL, row.reason) : t.noReason()}</dd>
        <dt className={css.dt}>{t.clickId()}</dt>
        <dd className={css.dd}>{row.click_id ?? ''}</dd>
      </dl>
      <h3>{t.request()}</h3>
      <pre className={css.pre} aria-label={t.request()}>
        {pretty(row.request)}
      </pre>
      <h3>{t.response()}</h3>
      <pre className={css.pre} aria-label={t.response()}>
        {pretty(row.response)}
      </pre>
    </section>
  );
}
