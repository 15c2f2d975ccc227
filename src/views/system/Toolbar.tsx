import { useId, useState, type AriaRole, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Icon } from './icons.tsx';
import { breakpoints } from './tokens.ts';
import * as css from './toolbar.css.ts';

/** An active filter, shown as a chip that removes it. */
export interface FilterChip {
  key: string;
  /** what it narrows to, as the user reads it: "Status: Active" */
  label: string;
  onRemove: () => void;
}

/** The filters folded behind one button (decision 065); texts come translated. */
export interface ToolbarFold {
  /** the button's text: "Filters (2)" */
  summary: string;
  /** the active filters, each removable */
  chips: readonly FilterChip[];
  /** the accessible name of a chip's remove button: "Remove filter Status: Active" */
  removeLabel: (chip: FilterChip) => string;
}

/** Wide screens open the fold at first (the filters show as before); a phone starts with it closed. */
const startsOpen = () =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia(`(min-width: ${breakpoints.tablet}px)`).matches;

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
  /**
   * Fold the filters behind one "Filters (n)" button with the active ones as removable chips beside
   * it: open at first on wide screens, closed on a phone, where a dozen fields would stand between the
   * title and the first row. A bar with `onSubmit` folds its actions with them (they are the form's
   * Apply and Clear filters, which act on the fields).
   */
  fold?: ToolbarFold;
}

/**
 * The one layout of toolbars and filter bars (toolbar.css.ts): filters on a grid of equal tracks that
 * wrap predictably, then the actions at the end. A bar with `onSubmit` is a `<form>` (Enter applies).
 * It sets no role of its own: a bar of text fields is no ARIA toolbar (arrow keys belong to the fields);
 * pass `role="search"` for filters, `role="toolbar"` only for a bar of buttons.
 */
export function Toolbar({ filters, status, actions, onSubmit, className, fold, ...aria }: ToolbarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(startsOpen);
  const folded = fold !== undefined && filters !== undefined;
  const content = (
    <>
      {folded && (
        <div className={css.fold} data-part="fold">
          <Button size="sm" tone="secondary" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen((o) => !o)}>
            <Icon name="filter" size={14} />
            {fold.summary}
            <Icon name="chevronDown" size={14} className={open ? css.chevronOpen : undefined} />
          </Button>
          {fold.chips.length > 0 && (
            <ul className={css.chips} aria-label={fold.summary}>
              {fold.chips.map((chip) => (
                <li key={chip.key} className={css.chip}>
                  <span>{chip.label}</span>
                  <Button
                    size="sm"
                    tone="ghost"
                    className={css.chipRemove}
                    data-filter-chip
                    aria-label={fold.removeLabel(chip)}
                    onPress={chip.onRemove}
                  >
                    <Icon name="close" size={12} />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {(filters !== undefined || status !== undefined) && (
        <div className={css.filters} data-part="filters" id={folded ? panelId : undefined} hidden={folded && !open}>
          {status !== undefined && <span className={css.status}>{status}</span>}
          {filters}
        </div>
      )}
      {actions !== undefined && (
        // a folded filter form's buttons (Apply, Clear filters) act on the fields: they fold with them
        <div className={css.actions} data-part="actions" hidden={folded && !open && onSubmit !== undefined}>
          {actions}
        </div>
      )}
    </>
  );
  const both = (filters !== undefined || status !== undefined) && actions !== undefined;
  // (the fold is a row of its own across the bar)
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
