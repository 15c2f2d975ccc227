import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import * as css from './pager.css.ts';

export interface PagerProps {
  /** names the landmark: what is paged (a page may hold more than one pager) */
  label: string;
  /** 1-based, as the server's paging answers */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** controls before the buttons: the total, the page size */
  children?: ReactNode;
}

/**
 * Previous / next and "Page n of N" for the lists the server pages (1-based). The report tables,
 * whose total may be unknown and whose rows-per-page choice is always shown, use PageControls.
 */
export function Pager({ label, page, pages, onPage, children }: PagerProps) {
  const t = useI18n().LL.table.pages;
  return (
    <nav className={css.pager} aria-label={label}>
      {children}
      <Button size="sm" tone="ghost" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t.previous()}
      </Button>
      <span>{t.page({ page, pages: Math.max(1, pages) })}</span>
      <Button size="sm" tone="ghost" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t.next()}
      </Button>
    </nav>
  );
}
