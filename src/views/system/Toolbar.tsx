import type { AriaRole, FormEvent, ReactNode } from 'react';
import * as css from './toolbar.css.ts';

export interface ToolbarProps {
  /** the fields that narrow what the page shows, first; each is one track of the grid */
  filters?: ReactNode;
  /** a line of text before the actions when there are no filters (a row count, a selection) */
  status?: ReactNode;
  /** buttons and menus, at the end of the row (a row of their own on a phone) */
  actions?: ReactNode;
  /** a filter bar that submits (role="search" forms): the bar is the form */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  role?: AriaRole;
  'aria-label'?: string;
  /** extra class on the bar (spacing from its page) */
  className?: string;
  /** tests and the layout check find a bar by it */
  'data-slot'?: string;
}

/**
 * The one layout of toolbars and filter bars (toolbar.css.ts): filters on a grid of equal tracks that
 * wrap predictably, then the actions at the end. A bar with `onSubmit` is a `<form>` (Enter applies).
 * It sets no role of its own: a bar of text fields is no ARIA toolbar (arrow keys belong to the fields);
 * pass `role="search"` for filters, `role="toolbar"` only for a bar of buttons.
 */
export function Toolbar({ filters, status, actions, onSubmit, className, ...aria }: ToolbarProps) {
  const content = (
    <>
      {(filters !== undefined || status !== undefined) && (
        <div className={css.filters} data-part="filters">
          {status !== undefined && <span className={css.status}>{status}</span>}
          {filters}
        </div>
      )}
      {actions !== undefined && (
        <div className={css.actions} data-part="actions">
          {actions}
        </div>
      )}
    </>
  );
  const both = (filters !== undefined || status !== undefined) && actions !== undefined;
  const cls = [css.bar, both ? '' : css.single, className ?? ''].filter(Boolean).join(' ');
  return onSubmit ? (
    <form className={cls} onSubmit={onSubmit} {...aria}>
      {content}
    </form>
  ) : (
    <div className={cls} {...aria}>
      {content}
    </div>
  );
}
