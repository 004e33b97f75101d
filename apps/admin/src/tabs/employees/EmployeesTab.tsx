import { useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Employee, Organization } from '@ferieplan/contracts';
import { changedBy, queries, useApiMutation, userMessage, usersApi } from '@ferieplan/api-client';
import { adminEmployees } from '@ferieplan/texts';
import { ConfirmDialog, notify, Spinner, useFocusAfterRemoval } from '@ferieplan/ui';
import { Tabs, TabPanel } from '../../components/Tabs.js';
import { ShowMore } from '../../components/ShowMore.js';
import type { OrganizationData } from '../../hooks/useOrganizationData.js';
import { EmployeesTable } from './EmployeesTable.js';
import { InvitationsTable } from './InvitationsTable.js';
import { EditEmployeeModal } from './EditEmployeeModal.js';
import { AssignTeamModal } from './AssignTeamModal.js';
import { InviteModal } from './InviteModal.js';

type SubTab = 'employees' | 'invitations';
const PREFIX = 'admin-people';
/** Employees per page; 'Vis flere' loads the next (a 2,000-member organisation is not one response). */
const PAGE_SIZE = 50;

interface EmployeesTabProps {
  organization: Organization;
  data: OrganizationData;
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

export function EmployeesTab({ organization, data, onUpgrade }: EmployeesTabProps) {
  const [subTab, setSubTab] = useState<SubTab>('employees');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [assigning, setAssigning] = useState<Employee | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const changesPeople = () => changedBy.people(organization.id);
  const setAdmin = useApiMutation(
    (employee: Employee) => usersApi.setAdmin(employee.id, !employee.isAdmin),
    changesPeople,
  );
  const remove = useApiMutation(usersApi.remove, changesPeople);
  const listed = useInfiniteQuery({
    ...queries.employeePages(organization.id, PAGE_SIZE),
    meta: {
      errorToast: (error) =>
        userMessage(error, {
          fallback: adminEmployees.loadFailed,
          notLoggedIn: adminEmployees.loadNoAuth,
          server: false,
        }),
    },
  });
  // A failed fetch empties the list (spec section 4).
  const employees = useMemo(
    () => (listed.isError ? [] : (listed.data?.pages.flatMap((page) => page.employees) ?? [])),
    [listed.isError, listed.data],
  );
  const employeeCount = listed.data?.pages[0]?.total ?? employees.length;
  const panel = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(
    employees.map((employee) => employee.id),
    table,
    panel,
  );

  const withBusy = async (id: string, work: () => Promise<void>) => {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const toggleAdmin = (employee: Employee) =>
    withBusy(employee.id, async () => {
      try {
        await setAdmin.mutateAsync(employee);
        notify.success(
          employee.isAdmin
            ? adminEmployees.adminRevoked(employee.name)
            : adminEmployees.adminGranted(employee.name),
        );
      } catch (error) {
        notify.error(userMessage(error, { fallback: adminEmployees.adminFailed }));
      }
    });

  const confirmDelete = async () => {
    const employee = deleting;
    setDeleting(null);
    if (!employee) return;
    await withBusy(employee.id, async () => {
      focusAfterRemoval(employee.id);
      try {
        await remove.mutateAsync(employee.id);
        notify.success(adminEmployees.deleted);
      } catch (error) {
        focusAfterRemoval(null);
        notify.error(userMessage(error, { fallback: adminEmployees.deleteFailed }));
      }
    });
  };

  const pendingCount = data.invitations.length;

  return (
    <section className="admin-section">
      <div className="admin-toolbar">
        <Tabs
          label={adminEmployees.subTabsLabel}
          idPrefix={PREFIX}
          className="admin-subtabs"
          items={[
            { id: 'employees', label: adminEmployees.employeesTab },
            { id: 'invitations', label: adminEmployees.invitationsTab(pendingCount) },
          ]}
          selected={subTab}
          onSelect={setSubTab}
        />
        <button type="button" className="fp-button" onClick={() => setInviting(true)}>
          {adminEmployees.sendInvitation}
        </button>
      </div>
      <TabPanel idPrefix={PREFIX} id={subTab} ref={panel}>
        {!data.loaded || listed.isPending ? (
          <div className="admin-center">
            <Spinner />
          </div>
        ) : subTab === 'employees' ? (
          <>
            <EmployeesTable
              ref={table}
              employees={employees}
              teams={data.teams}
              busyIds={busyIds}
              onEdit={setEditing}
              onAssignTeam={setAssigning}
              onToggleAdmin={toggleAdmin}
              onDelete={setDeleting}
            />
            {listed.hasNextPage && (
              <ShowMore
                shown={employees.length}
                total={employeeCount}
                loading={listed.isFetchingNextPage}
                onMore={() => void listed.fetchNextPage()}
              />
            )}
          </>
        ) : (
          <InvitationsTable invitations={data.invitations} panel={panel} onInvite={() => setInviting(true)} />
        )}
      </TabPanel>

      {inviting && (
        <InviteModal
          organization={organization}
          employeeCount={employeeCount}
          pendingCount={pendingCount}
          onClose={() => setInviting(false)}
          onSent={() => {
            setInviting(false);
            setSubTab('invitations');
          }}
          onUpgrade={() => {
            setInviting(false);
            onUpgrade();
          }}
        />
      )}
      {editing && (
        <EditEmployeeModal
          employee={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {assigning && (
        <AssignTeamModal
          employee={assigning}
          teams={data.teams}
          onClose={() => setAssigning(null)}
          onSaved={() => setAssigning(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={adminEmployees.delete}
        message={adminEmployees.deleteConfirm}
        confirmLabel={adminEmployees.deleteConfirmButton}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
