import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Select } from '../system/Select.tsx';
import * as css from './table.css.ts';

/** Spec 1 §9: page sizes 25, 50, 100 (default 25); the alternative list adds 200. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100];
export const PAGE_SIZES_ALT: readonly number[] = [25, 50, 100, 200];

export interface PageControlsProps {
  /** 0-based */
  page: number;
  pageSize: number;
  sizes: readonly number[];
  total: number | null;
  hasNext: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Previous / next, "Page n of N" (or "Page n" while the total is unknown) and rows per page. */
export function PageControls({ page, pageSize, sizes, total, hasNext, onPage, onSize }: PageControlsProps) {
  const { LL } = useI18n();
  const t = LL.table.pages;
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={css.pager} aria-label={t.size()}>
      <Button size="sm" tone="ghost" isDisabled={page === 0} onPress={() => onPage(page - 1)}>
        {t.previous()}
      </Button>
      <span>{pages === null ? t.pageUnknown({ page: page + 1 }) : t.page({ page: page + 1, pages })}</span>
      <Button size="sm" tone="ghost" isDisabled={!hasNext} onPress={() => onPage(page + 1)}>
        {t.next()}
      </Button>
      <Select
        label={t.size()}
        selectedKey={String(pageSize)}
        onSelectionChange={(k) => onSize(Number(k))}
        options={sizes.map((n) => ({ id: String(n), label: String(n) }))}
      />
    </nav>
  );
}
