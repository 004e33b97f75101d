import type { Ref } from 'react';
import type { Employee, Team } from '@ferieplan/contracts';
import { adminEmployees } from '@ferieplan/texts';
import { EmptyState } from '@ferieplan/ui';
import { AdminRowHeader, AdminTable } from '../../components/AdminTable.js';
import { teamLabel } from '../../logic/team-label.js';
import { ActionsCell } from '../../components/ActionsCell.js';
import { balanceColumns, BalanceCells } from './BalanceCells.js';

interface EmployeesTableProps {
  ref?: Ref<HTMLTableElement>;
  employees: Employee[];
  teams: Team[];
  busyIds: ReadonlySet<string>;
  onEdit: (employee: Employee) => void;
  onAssignTeam: (employee: Employee) => void;
  onToggleAdmin: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

export function EmployeesTable({
  ref,
  employees,
  teams,
  busyIds,
  onEdit,
  onAssignTeam,
  onToggleAdmin,
  onDelete,
}: EmployeesTableProps) {
  // Balances of the current year (the server computes every year the member has).
  const year = new Date().getFullYear();
  const columns = [
    adminEmployees.columnName,
    adminEmployees.columnEmail,
    adminEmployees.columnTeam,
    ...balanceColumns(year),
    adminEmployees.columnActions,
  ];
  return (
    <AdminTable
      ref={ref}
      columns={columns}
      rows={employees}
      empty={<EmptyState title={adminEmployees.emptyEmployees} />}
    >
      {(employee) => {
        const busy = busyIds.has(employee.id);
        return (
          <tr key={employee.id} aria-busy={busy}>
            <AdminRowHeader rowId={employee.id} className="admin-table__name">
              {employee.name}
              {employee.isAdmin && (
                <span
                  className="admin-icon"
                  role="img"
                  aria-label={adminEmployees.adminIcon}
                  title={adminEmployees.adminIcon}
                >
                  ★
                </span>
              )}
            </AdminRowHeader>
            <td data-label={adminEmployees.columnEmail} className="admin-table__email">
              {employee.email}
            </td>
            <td data-label={adminEmployees.columnTeam}>
              <button
                type="button"
                className="fp-button fp-button--link"
                title={adminEmployees.assignTeam}
                aria-label={`${adminEmployees.assignTeam}: ${teamLabel(employee, teams)}`}
                onClick={() => onAssignTeam(employee)}
              >
                {teamLabel(employee, teams)}
              </button>
            </td>
            <BalanceCells employee={employee} year={year} />
            <ActionsCell
              label={adminEmployees.columnActions}
              busy={busy}
              actions={[
                { label: adminEmployees.edit, onClick: () => onEdit(employee) },
                {
                  label: employee.isAdmin ? adminEmployees.removeAdmin : adminEmployees.makeAdmin,
                  onClick: () => onToggleAdmin(employee),
                },
                { label: adminEmployees.delete, onClick: () => onDelete(employee), danger: true },
              ]}
            />
          </tr>
        );
      }}
    </AdminTable>
  );
}
