import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { featuredQuery } from '../../../api/markets.ts';
import { settingsMetaQuery } from '../../../api/profile.ts';
import { countriesQuery } from '../../../api/reference.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { isFeaturedBoard, type FeaturedView } from '../../../commands/featured.ts';
import { routePath } from '../../../domain/routes.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Button } from '../../system/Button.tsx';
import { Banners } from './Banners.tsx';
import { Board } from './Board.tsx';
import { boardModels, listedPartners } from './boards.ts';
import * as css from './featured.css.ts';

/**
 * `/markets/featured` — the marketplace's featured boards (spec 3 §7; issue 16 item 1; decisions 048,
 * 055). One query (`GET /api/markets/featured`), ten boards and the banners. Vertical and country ids
 * are named from the reference lists in the UI language. `?board=<key>` (the palette's "jump to
 * board") focuses that board once the data is there, then leaves the URL, so the same jump works again.
 */
export function FeaturedPage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const q = useQuery(featuredQuery());
  const meta = useQuery(settingsMetaQuery(locale)).data;
  const countries = useQuery(countriesQuery(locale)).data;
  const search = useSearch();
  const [, navigate] = useLocation();

  const models = useMemo(() => {
    if (!q.data) return [];
    const verticals = new Map(
      (meta?.verticals ?? []).flatMap((v) => [[v.id, v.name] as const, ...v.sub_verticals.map((s) => [s.id, s.name] as const)]),
    );
    const geo = new Map((countries ?? []).map((c) => [c.id, c.name]));
    return boardModels(
      q.data,
      LL,
      (id) => verticals.get(id),
      (id) => geo.get(id),
      fmt,
    );
  }, [q.data, meta, countries, LL, fmt]);

  const view: FeaturedView = { partners: listedPartners(models) };
  useViewCommands(viewCommands.featuredPartners, view);

  const board = new URLSearchParams(search).get('board');
  const ready = models.length > 0;
  useEffect(() => {
    if (!ready || !isFeaturedBoard(board)) return;
    const target = document.getElementById(`board-${board}`);
    target?.focus();
    target?.scrollIntoView?.({ block: 'start' });
    navigate(routePath('marketsFeatured'), { replace: true });
  }, [board, ready, navigate]);

  return (
    <section className={css.page} aria-labelledby="featured-title">
      <h1 id="featured-title" className={css.title}>
        {LL.featured.title()}
      </h1>
      <p className={css.note}>
        {LL.featured.intro()} {LL.featured.keyboardHint()}
      </p>
      {q.isError ? (
        <p role="alert" className={css.error}>
          {LL.featured.loadFailed()}
          <Button size="sm" tone="secondary" onPress={() => void q.refetch()}>
            {LL.common.retry()}
          </Button>
        </p>
      ) : !q.data ? (
        <p className={css.note} aria-busy="true">
          {LL.featured.loading()}
        </p>
      ) : (
        <div className={css.grid}>
          <Banners data={q.data} />
          {models.map((m) => (
            <Board key={m.key} model={m} />
          ))}
        </div>
      )}
    </section>
  );
}
