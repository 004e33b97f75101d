import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Organization, ReportQuery, Team } from '@ferieplan/contracts';
import { reportQueries, userMessage } from '@ferieplan/api-client';
import { reports } from '@ferieplan/texts';
import { RetryAlert, Spinner, TeamFilter, YearSelector } from '@ferieplan/ui';
import { UpgradeNotice } from '../../components/UpgradeNotice.js';
import { isProPlan } from '@ferieplan/vacation-rules';
import { AbsenceChart } from './AbsenceChart.js';
import { BusiestDays } from './BusiestDays.js';
import type { KindFilter } from '../../logic/request-filters.js';
import { KindFilterSelect } from '../requests/KindFilterSelect.js';
import { DownloadButtons } from './DownloadButtons.js';
import { SickExport } from './SickExport.js';
import { EmployeeReportTable } from './EmployeeReportTable.js';
import './reports.css';

interface ReportsTabProps {
  organization: Organization;
  teams: Team[];
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

const loadFailed = { errorToast: (error: unknown) => userMessage(error, { fallback: reports.loadFailed }) };

/** Rapporter (Pro): balances per employee, absence per month, the busiest days and the payroll exports. */
export default function ReportsTab({ organization, teams, onUpgrade }: ReportsTabProps) {
  if (!isProPlan(organization.plan)) return <UpgradeNotice texts={reports} onUpgrade={onUpgrade} />;
  return <Reports organizationId={organization.id} teams={teams} />;
}

function Reports({ organizationId, teams }: { organizationId: string; teams: Team[] }) {
  const id = useId();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [teamId, setTeamId] = useState('');
  // Issue 24: one kind at a time; Ferie (the spec's reports) is the API's default and is not sent.
  const [kind, setKind] = useState<KindFilter>('Ferie');
  const query: ReportQuery = {
    year,
    teamId: teamId || null,
    ...(kind === 'Ferie' || kind === 'ALL' ? {} : { kind }),
  };
  const employees = useQuery({ ...reportQueries.employees(organizationId, query), meta: loadFailed });
  const absence = useQuery({ ...reportQueries.absence(organizationId, query), meta: loadFailed });
  const busiest = useQuery({ ...reportQueries.busiestDays(organizationId, query), meta: loadFailed });
  const failed = employees.isError || absence.isError || busiest.isError;

  const retry = () => {
    for (const result of [employees, absence, busiest]) if (result.isError) void result.refetch();
  };

  return (
    <div className="reports">
      <header className="reports-header">
        <h2 className="admin-section__title">{reports.title}</h2>
        <p className="reports-intro">{reports.intro}</p>
        <div className="admin-toolbar">
          <YearSelector year={year} onChange={setYear} label={reports.yearLabel} />
          <TeamFilter teams={teams} value={teamId} onChange={setTeamId} className="admin-filter" />
          <KindFilterSelect
            organizationId={organizationId}
            value={kind}
            onChange={setKind}
            allKinds={false}
            sickKinds={false}
          />
        </div>
      </header>

      {failed && <RetryAlert message={reports.loadFailed} onRetry={retry} />}

      <section className="admin-card" aria-labelledby={`${id}-downloads`}>
        <h3 id={`${id}-downloads`} className="admin-section__title">
          {reports.downloadTitle}
        </h3>
        <DownloadButtons organizationId={organizationId} query={query} />
      </section>

      <SickExport organizationId={organizationId} year={query.year} teamId={query.teamId} />

      <section className="admin-card" aria-labelledby={`${id}-absence`}>
        <h3 id={`${id}-absence`} className="admin-section__title">
          {reports.absenceTitle}
        </h3>
        {absence.data ? (
          <AbsenceChart year={absence.data.year} months={absence.data.months} />
        ) : (
          !absence.isError && <Spinner label={reports.loading} />
        )}
      </section>

      <div className="reports-columns">
        <section className="admin-card reports-employees" aria-labelledby={`${id}-employees`}>
          <h3 id={`${id}-employees`} className="admin-section__title">
            {reports.employeesTitle}
          </h3>
          {employees.data ? (
            <EmployeeReportTable rows={employees.data.rows} />
          ) : (
            !employees.isError && <Spinner label={reports.loading} />
          )}
        </section>
        <section className="admin-card reports-busy" aria-labelledby={`${id}-busiest`}>
          <h3 id={`${id}-busiest`} className="admin-section__title">
            {reports.busiestTitle}
          </h3>
          {busiest.data ? (
            <BusiestDays days={busiest.data.days} />
          ) : (
            !busiest.isError && <Spinner label={reports.loading} />
          )}
        </section>
      </div>
    </div>
  );
}
