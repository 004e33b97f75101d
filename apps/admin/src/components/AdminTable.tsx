import type { ReactNode, Ref } from 'react';
import { rowFocusTarget } from '@ferieplan/ui';

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

interface AdminRowHeaderProps {
  /** The row's id: focus lands here when a neighbouring row is removed. */
  rowId: string;
  /** The column's name, shown before the value when the table is stacked on a narrow screen. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A row's first cell: names the row for screen readers and takes the focus after a removal. */
export function AdminRowHeader({ rowId, label, className, children }: AdminRowHeaderProps) {
  return (
    <th scope="row" data-label={label} className={className} {...rowFocusTarget(rowId)}>
      {children}
    </th>
  );
}
