import { createContext, useContext, type ReactNode, type Ref } from 'react';
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

/** The first column's name: the row header's label when the table is stacked on a narrow screen. */
const FirstColumn = createContext('');

/** The admin dashboard's lists: a table with its column headings, or what is shown when there is nothing. */
export function AdminTable<Row>({ ref, columns, rows, empty, children }: AdminTableProps<Row>) {
  if (rows.length === 0) return empty;
  return (
    <FirstColumn.Provider value={columns[0] ?? ''}>
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
    </FirstColumn.Provider>
  );
}

interface AdminRowHeaderProps {
  /** The row's id: focus lands here when a neighbouring row is removed. */
  rowId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row's first cell: names the row for screen readers and takes the focus after a removal. On a narrow
 * screen the first column's name stands before it.
 */
export function AdminRowHeader({ rowId, className, children }: AdminRowHeaderProps) {
  const label = useContext(FirstColumn);
  return (
    <th scope="row" data-label={label} className={className} {...rowFocusTarget(rowId)}>
      {children}
    </th>
  );
}
