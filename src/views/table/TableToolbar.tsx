import { memo, useMemo } from 'react';
import { CommandButton } from '../app/CommandButton.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Toolbar } from '../system/Toolbar.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import type { ExportFormat } from './export.ts';
import * as css from './table.css.ts';
import { columnsCommand } from './table-commands.ts';

/** Row count, column settings and exports; memoized so a scrolled frame does not re-render its buttons. */
export const TableToolbar = memo(function TableToolbar(p: {
  status: string;
  columnsLabel: string;
  onColumns: () => void;
  exportUrl: ((f: ExportFormat) => string) | undefined;
  exportName: string;
  totalRows: number | null;
  /** the table's commands' prefix (decision 098): `<prefix>.columns`, `<prefix>.exportCsv` … */
  commands: string;
}) {
  const columnsFactory = useMemo(() => columnsCommand(p.commands), [p.commands]);
  useViewCommands(columnsFactory, p.onColumns);
  return (
    <Toolbar
      status={<span className={css.status}>{p.status}</span>}
      actions={
        <>
          <CommandButton command={`${p.commands}.columns`} size="sm" tone="ghost">
            {p.columnsLabel}
          </CommandButton>
          {p.exportUrl && <ExportButtons url={p.exportUrl} fileName={p.exportName} totalRows={p.totalRows} commands={p.commands} />}
        </>
      }
    />
  );
});
