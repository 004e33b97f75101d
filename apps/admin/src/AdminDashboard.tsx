import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Organization } from '@ferieplan/contracts';
import { rememberOrganizationNames } from '@ferieplan/auth-store';
import { admin, common } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';
import { hasAdvancedPlanning } from '@ferieplan/vacation-rules';
import { Tabs, TabPanel, type TabItem } from './components/Tabs.js';
import { useOrganizationData } from './hooks/useOrganizationData.js';
import { useCheckoutReturn } from './hooks/useCheckoutReturn.js';
import { RequestsTab } from './tabs/requests/RequestsTab.js';

// The tabs shown on most visits (requests first) load with their chunks on idle after the first paint
// (usePrefetchedTabs), not with the dashboard's first chunk, which carries only the requests tab (issue 28).
const loadEmployeesTab = () => import('./tabs/employees/EmployeesTab.js');
const loadTeamsTab = () => import('./tabs/teams/TeamsTab.js');
const loadStaffingTab = () => import('./tabs/staffing/StaffingTab.js');
const loadSettingsTab = () => import('./tabs/settings/SettingsTab.js');
const EmployeesTab = lazy(() => loadEmployeesTab().then((m) => ({ default: m.EmployeesTab })));
const TeamsTab = lazy(() => loadTeamsTab().then((m) => ({ default: m.TeamsTab })));
const StaffingTab = lazy(() => loadStaffingTab().then((m) => ({ default: m.StaffingTab })));
const SettingsTab = lazy(() => loadSettingsTab().then((m) => ({ default: m.SettingsTab })));

/** The usual tabs' chunks, fetched while the browser is idle: opening one then needs no download. */
function usePrefetchedTabs(): void {
  useEffect(() => {
    const prefetch = () =>
      void Promise.all([loadEmployeesTab(), loadTeamsTab(), loadStaffingTab(), loadSettingsTab()]).catch(
        // A failed prefetch is retried by the tab's own load when it opens.
        () => undefined,
      );
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
}

// Its own chunk, fetched when the tab opens: the dashboard's first load does not carry it.
const ReportsTab = lazy(() => import('./tabs/reports/ReportsTab.js'));
const LogTab = lazy(() => import('./tabs/log/LogTab.js'));
const PlanningTab = lazy(() => import('./tabs/planning/PlanningTab.js'));
const PayrollTab = lazy(() => import('./tabs/payroll/PayrollTab.js'));

export type AdminTabId =
  'requests' | 'employees' | 'teams' | 'staffing' | 'planning' | 'reports' | 'payroll' | 'log' | 'settings';

const TAB_IDS: readonly AdminTabId[] = [
  'requests',
  'employees',
  'teams',
  'staffing',
  'planning',
  'reports',
  'payroll',
  'log',
  'settings',
];
const TABS: readonly TabItem<AdminTabId>[] = TAB_IDS.map((id) => ({ id, label: admin.tabs[id] }));
const PREFIX = 'admin';

const isTabId = (value: string | null): value is AdminTabId => TAB_IDS.includes(value as AdminTabId);

interface AdminDashboardProps {
  organization: Organization;
  onOrganizationChange: (organization: Organization) => void;
}

export function AdminDashboard({ organization, onOrganizationChange }: AdminDashboardProps) {
  const [params, setParams] = useSearchParams();
  const data = useOrganizationData(organization.id);
  const confirmingUpgrade = useCheckoutReturn(organization, onOrganizationChange);
  usePrefetchedTabs();
  // The next visit's first frame paints this heading before the app runs (the shell's first-frame script).
  useEffect(
    () => rememberOrganizationNames([{ id: organization.id, name: organization.name }]),
    [organization.id, organization.name],
  );
  // The tab lives in the URL (?tab=) so reloads, the checkout return and links keep it.
  const requested = params.get('tab');
  const fromCheckout = params.has('checkout');
  const tab: AdminTabId = isTabId(requested) ? requested : fromCheckout ? 'settings' : 'requests';

  const selectTab = (next: AdminTabId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="admin-page">
      <header className="admin-header">
        <p className="admin-eyebrow">{admin.panelTitle}</p>
        <h1 className="admin-title">{organization.name}</h1>
        <p className="admin-subtitle">{admin.subtitle}</p>
      </header>
      <Tabs label={admin.tabsLabel} idPrefix={PREFIX} items={TABS} selected={tab} onSelect={selectTab} />
      <TabPanel idPrefix={PREFIX} id={tab}>
        {tab === 'requests' && <RequestsTab organizationId={organization.id} teams={data.teams} />}
        {tab === 'employees' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <EmployeesTab organization={organization} data={data} onUpgrade={() => selectTab('settings')} />
          </Suspense>
        )}
        {tab === 'teams' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <TeamsTab
              organizationId={organization.id}
              data={data}
              pro={hasAdvancedPlanning(organization.plan)}
              onUpgrade={() => selectTab('settings')}
            />
          </Suspense>
        )}
        {tab === 'staffing' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <StaffingTab organizationId={organization.id} teams={data.teams} />
          </Suspense>
        )}
        {tab === 'planning' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <PlanningTab
              organization={organization}
              teams={data.teams}
              onUpgrade={() => selectTab('settings')}
            />
          </Suspense>
        )}
        {tab === 'reports' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <ReportsTab
              organization={organization}
              teams={data.teams}
              onUpgrade={() => selectTab('settings')}
            />
          </Suspense>
        )}
        {tab === 'payroll' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <PayrollTab organization={organization} onUpgrade={() => selectTab('settings')} />
          </Suspense>
        )}
        {tab === 'log' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <LogTab organizationId={organization.id} />
          </Suspense>
        )}
        {tab === 'settings' && (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <SettingsTab
              organization={organization}
              onOrganizationChange={onOrganizationChange}
              confirmingUpgrade={confirmingUpgrade}
            />
          </Suspense>
        )}
      </TabPanel>
    </div>
  );
}
