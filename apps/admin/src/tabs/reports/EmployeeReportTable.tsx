import { useMemo, useState } from 'react';
import type { EmployeeReportRow } from '@ferieplan/contracts';
import { formatDecimal, reports } from '@ferieplan/texts';
import { EmptyState } from '@ferieplan/ui';
import { nextOrder, sortRows, type SortColumn, type SortOrder } from './sort-rows.js';

const COLUMNS: ReadonlyArray<{ id: SortColumn; label: string; numeric: boolean }> = [
  { id: 'name', label: reports.columns.name, numeric: false },
  { id: 'team', label: reports.columns.team, numeric: false },
  { id: 'entitlement', label: reports.columns.entitlement, numeric: true },
  { id: 'used', label: reports.columns.used, numeric: true },
  { id: 'planned', label: reports.columns.planned, numeric: true },
  { id: 'remaining', label: reports.columns.remaining, numeric: true },
  { id: 'transferred', label: reports.columns.transferred, numeric: true },
  { id: 'requests', label: reports.columns.requests, numeric: true },
];

/** Feriesaldo per ansatt: sortable by every column (buttons in the headers, aria-sort on the sorted one). */
export function EmployeeReportTable({ rows }: { rows: EmployeeReportRow[] }) {
  const [order, setOrder] = useState<SortOrder>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => sortRows(rows, order), [rows, order]);
  if (rows.length === 0) return <EmptyState title={reports.employeesEmpty} />;
  return (
    <div className="reports-scroll">
      <table className="admin-table reports-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={order.column === column.id ? order.direction : undefined}
                className={column.numeric ? 'reports-number' : undefined}
              >
                <button
                  type="button"
                  className="reports-sort"
                  title={reports.sortBy(column.label)}
                  onClick={() => setOrder((current) => nextOrder(current, column.id))}
                >
                  {column.label}
                  <span aria-hidden="true" className="reports-sort__arrow">
                    {order.column === column.id ? (order.direction === 'ascending' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.userId}>
              <th scope="row" data-label={reports.columns.name}>
                {row.name}
              </th>
              <td data-label={reports.columns.team}>{row.teamName ?? reports.noTeam}</td>
              <td data-label={reports.columns.entitlement} className="reports-number">
                {formatDecimal(row.entitlementDays)}
              </td>
              <td data-label={reports.columns.used} className="reports-number">
                {formatDecimal(row.usedDays)}
              </td>
              <td data-label={reports.columns.planned} className="reports-number">
                {formatDecimal(row.plannedDays)}
              </td>
              <td
                data-label={reports.columns.remaining}
                className={row.remainingDays < 0 ? 'reports-number reports-negative' : 'reports-number'}
              >
                {formatDecimal(row.remainingDays)}
              </td>
              <td data-label={reports.columns.transferred} className="reports-number">
                {reports.transferred(row.transferredInDays, row.transferredOutDays)}
              </td>
              <td data-label={reports.columns.requests} className="reports-number">
                {row.requestCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
