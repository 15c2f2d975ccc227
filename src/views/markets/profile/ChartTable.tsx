import * as css from './profile.css.ts';

/** The data of a chart as a table only screen readers see (the chart is a picture of it), as on the dashboard. */
export function ChartTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    // the hiding box wraps the table: a table ignores width and overflow, so hidden on its own it would
    // still be laid out at full width and scroll the page sideways on a phone
    <div className={css.visuallyHidden}>
      <table>
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
            <tr key={`${row[0]}-${i}`}>
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
