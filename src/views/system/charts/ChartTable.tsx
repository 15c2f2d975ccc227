import { visuallyHidden } from '../visually-hidden.css.ts';

/**
 * The data of a chart as a table only screen readers see (the chart itself is a picture of it).
 * Shared by the dashboard's widgets and the featured boards (moved from src/views/dashboard/Widget.tsx).
 * Each row's first cell is its row header.
 */
export function ChartTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    // the hiding box wraps the table: a table itself ignores width and overflow, so hidden on its own it
    // would still be laid out at full width and scroll the page sideways on a phone
    <div className={visuallyHidden}>
      <table data-chart-table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${i}-${row[0]}`}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
