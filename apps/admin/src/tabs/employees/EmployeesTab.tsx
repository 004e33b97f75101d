import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Employee, Organization } from '@ferieplan/contracts';
import {
  absenceKindQueries,
  changedBy,
  useApiMutation,
  userMessage,
  userQueries,
  usersApi,
} from '@ferieplan/api-client';
import { adminEmployees, adminImport, hourBankTexts, sickChild, sickLeaveAdmin } from '@ferieplan/texts';
import { ConfirmDialog, Spinner, useFocusAfterRemoval } from '@ferieplan/ui';
import { Tabs, TabPanel } from '../../components/Tabs.js';
import { ShowMore } from '../../components/ShowMore.js';
import type { OrganizationData } from '../../hooks/useOrganizationData.js';
import { EmployeesTable } from './EmployeesTable.js';
import { InvitationsTable } from './InvitationsTable.js';
import { EditEmployeeModal } from './EditEmployeeModal.js';
import { AssignTeamModal } from './AssignTeamModal.js';
import { InviteModal } from './InviteModal.js';
import { ImportModal } from './import/ImportModal.js';
import { LeaversSection } from './employment/LeaversSection.js';
import { isProPlan } from '@ferieplan/vacation-rules';

// Its own chunk, fetched when the sub-tab opens (issue 24).
const HourBankPanel = lazy(() => import('./hour-bank/HourBankPanel.js'));
// Sick leave (issue 25): their own chunks as well; Sykt barn shown when the organisation uses it.
const SickLeavePanel = lazy(() => import('./sick-leave/SickLeavePanel.js'));
const SickChildOverviewPanel = lazy(() => import('./sick-child/SickChildOverviewPanel.js'));

type SubTab = 'employees' | 'invitations' | 'hourBank' | 'sickLeave' | 'sickChild';
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
  const kindSettings = useQuery({
    ...absenceKindQueries.organization(organization.id),
    meta: { errorToast: () => null },
  });
  const usesSickChild =
    kindSettings.data?.kinds.some((setting) => setting.kind === 'SyktBarn' && setting.enabled) ?? false;
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [assigning, setAssigning] = useState<Employee | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const listed = useInfiniteQuery({
    ...userQueries.employeePages(organization.id, PAGE_SIZE),
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
  const changesPeople = () => changedBy.people(organization.id);
  const setAdmin = useApiMutation(
    (employee: Employee) => usersApi.setAdmin(employee.id, !employee.isAdmin),
    changesPeople,
    {
      success: (_, employee) =>
        employee.isAdmin
          ? adminEmployees.adminRevoked(employee.name)
          : adminEmployees.adminGranted(employee.name),
      failure: { fallback: adminEmployees.adminFailed },
    },
  );
  const remove = useApiMutation(usersApi.remove, changesPeople, {
    success: adminEmployees.deleted,
    failure: { fallback: adminEmployees.deleteFailed },
    onFailure: () => focusAfterRemoval(null),
  });
  const busyIds = useMemo(
    () => new Set([...setAdmin.pending.map((employee) => employee.id), ...remove.pending]),
    [setAdmin.pending, remove.pending],
  );

  const confirmDelete = () => {
    const employee = deleting;
    setDeleting(null);
    if (!employee) return;
    focusAfterRemoval(employee.id);
    remove.mutate(employee.id);
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
            { id: 'hourBank', label: hourBankTexts.title },
            { id: 'sickLeave', label: sickLeaveAdmin.title },
            ...(usesSickChild ? [{ id: 'sickChild' as const, label: sickChild.adminTitle }] : []),
          ]}
          selected={subTab}
          onSelect={setSubTab}
        />
        <button type="button" className="fp-button fp-button--secondary" onClick={() => setImporting(true)}>
          {adminImport.open}
        </button>
        <button type="button" className="fp-button" onClick={() => setInviting(true)}>
          {adminEmployees.sendInvitation}
        </button>
      </div>
      <TabPanel idPrefix={PREFIX} id={subTab} ref={panel}>
        {subTab === 'sickLeave' ? (
          <Suspense fallback={<Spinner />}>
            <SickLeavePanel
              organizationId={organization.id}
              pro={isProPlan(organization.plan)}
              onUpgrade={onUpgrade}
            />
          </Suspense>
        ) : subTab === 'sickChild' ? (
          <Suspense fallback={<Spinner />}>
            <SickChildOverviewPanel organizationId={organization.id} />
          </Suspense>
        ) : subTab === 'hourBank' ? (
          <Suspense fallback={<Spinner />}>
            <HourBankPanel
              organizationId={organization.id}
              pro={isProPlan(organization.plan)}
              onUpgrade={onUpgrade}
            />
          </Suspense>
        ) : !data.loaded || listed.isPending ? (
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
              onToggleAdmin={setAdmin.mutate}
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
            <LeaversSection organizationId={organization.id} />
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
      {importing && (
        <ImportModal
          organizationId={organization.id}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            setSubTab('invitations');
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
