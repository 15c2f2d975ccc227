import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { reportCalls } from '../../../api/reports.ts';
import { detailReport, detailReportExport } from '../../../domain/reports/contract.ts';
import { DETAIL_STATUSES, type DetailStatus, type Figures } from '../../../domain/reports/schema.ts';
import type { QueryOf } from '../../../domain/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { OfferFilterPicker, PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import { Button } from '../../system/Button.tsx';
import { Select } from '../../system/Select.tsx';
import type { ReportColumn } from '../../table/columns.ts';
import { ReportTable } from '../../table/ReportTable.tsx';
import type { ReportSource } from '../../table/source.ts';
import * as css from '../reports.css.ts';
import { exportUrl } from '../sources.ts';
import { compact } from '../url-state.ts';
import { figureColumns, totalsText } from './columns.tsx';

type DetailRow = Figures & { date: string };
type DetailAnswer = Awaited<ReturnType<typeof reportCalls.detail>>;

export interface DetailPanelProps {
  detail: { offerId: number; partnerId: number; status: DetailStatus };
  range: { from: string; to: string };
  onStatus: (status: DetailStatus) => void;
  /** another offer or partner picked for the detail */
  onSubject: (subject: { offerId?: number; partnerId?: number }) => void;
  onClose: () => void;
}

/**
 * The daily detail of one partner on one offer (spec 3 §2; the notification's "status 4" link opens
 * it): one row per day of the range, days without traffic included, the status choosing which
 * conversions count. The whole range is one answer (at most 366 rows), so the table scrolls it.
 */
export function DetailPanel({ detail, range, onStatus, onSubject, onClose }: DetailPanelProps) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.reportViews.detail;
  const client = useQueryClient();
  const [answer, setAnswer] = useState<DetailAnswer | null>(null);
  const query = useMemo(
    () => compact({ from: range.from, to: range.to, offer_id: detail.offerId, partner_id: detail.partnerId, status: detail.status }),
    [range.from, range.to, detail],
  );
  const source = useMemo<ReportSource<DetailRow>>(
    () => ({
      async fetchPage(_cursor, sort, _filters, signal) {
        const a = await reportCalls.detail(
          client,
          { ...query, sort: sort && !sort.desc ? 'asc' : 'desc' } as unknown as QueryOf<typeof detailReport>,
          signal,
        );
        setAnswer(a);
        return { rows: a.items, next_cursor: null, total: a.items.length };
      },
    }),
    [client, query],
  );
  const columns = useMemo<ReportColumn<DetailRow>[]>(
    () => [
      { key: 'date', header: t.date(), value: (r) => r.date, sortable: true, width: 120, pin: true },
      ...figureColumns<DetailRow>(LL, fmt, () => null, false),
    ],
    [LL, fmt, t],
  );
  const statuses = DETAIL_STATUSES.map((s) => ({ id: s, label: LL.reports.statuses[s]() }));
  const title = answer ? t.title({ partner: answer.partner.name, offer: answer.offer.name }) : t.loading();
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
        {/* a detail is always one pair: emptying a picker keeps the current one */}
        <OfferFilterPicker
          value={[detail.offerId]}
          onChange={([id]) => {
            if (id) onSubject({ offerId: id });
          }}
        />
        <PartnerFilterPicker
          value={[detail.partnerId]}
          onChange={([id]) => {
            if (id) onSubject({ partnerId: id });
          }}
        />
        <Select label={t.status()} selectedKey={detail.status} options={statuses} onSelectionChange={(k) => onStatus(k as DetailStatus)} />
        <Button tone="ghost" onPress={onClose}>
          {t.close()}
        </Button>
      </div>
      <ReportTable<DetailRow>
        report="performance"
        label={t.grid()}
        columns={columns}
        source={source}
        filters={query}
        defaultSort={{ id: 'date', desc: true }}
        totals={answer ? totalsText(answer.totals, fmt) : null}
        exportUrl={(format, sort) =>
          exportUrl(detailReportExport.path, format, locale, query, { sort: sort && !sort.desc ? 'asc' : 'desc' })
        }
        exportName="performance-detail"
        height={320}
      />
    </section>
  );
}
