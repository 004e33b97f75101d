import type { ReactNode, Ref } from 'react';

interface AdminTableProps<Row> {
  ref?: Ref<HTMLTableElement>;
  columns: readonly string[];
  rows: readonly Row[];
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** One <tr> (with its key) per row. */
  children: (row: Row) => ReactNode;
}

/** The admin dashboard's lists: a table with its column headings, or what is shown when there is nothing. */
export function AdminTable<Row>({ ref, columns, rows, empty, children }: AdminTableProps<Row>) {
  if (rows.length === 0) return empty;
  return (
    <table ref={ref} className="admin-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map(children)}</tbody>
    </table>
  );
}
