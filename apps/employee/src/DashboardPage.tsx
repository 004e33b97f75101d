// /dashboard: the employee's overview (spec "Employee dashboard"). Exposed as './DashboardPage'.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, useSelectedOrganizationId } from '@ferieplan/auth-store';
import { employee as texts } from '@ferieplan/texts';
import { YearSelector } from '@ferieplan/ui';
import { useOfferedKinds } from './absence/useOfferedKinds.js';
import { useOwnHourBank } from './absence/useOwnHourBank.js';
import { EmploymentNote } from './balance/EmploymentNote.js';
import { SummaryCards } from './balance/SummaryCards.js';
import { YearCalendar } from './calendar/YearCalendar.js';
import { useDashboardData } from './data/useDashboardData.js';
import { usePlanningAccess } from './data/usePlanningAccess.js';
import { RequestForm } from './request-form/RequestForm.js';
import { OwnRequestList } from './requests/OwnRequestList.js';
import { useAfterFirstPaint } from './useAfterFirstPaint.js';
// The page box and heading, shared with the shell's first frame.
import '@ferieplan/ui/dashboard-headers/employee.css';
import './dashboard.css';

// Its own chunk (hovedferie and the calendar feed): the dashboard's first load does not carry it.
const PlanningPanel = lazy(() => import('./planning/PlanningPanel.js'));
// Sick leave (issue 25) in its own chunk too.
const SickLeavePanel = lazy(() => import('./sick-leave/SickLeavePanel.js'));
const VacationReturnPanel = lazy(() => import('./sick-leave/VacationReturnPanel.js'));
// Below the fold: in chunks of their own, loaded after the first paint (useAfterFirstPaint).
const SickChildPanel = lazy(() =>
  import('./sick-child/SickChildPanel.js').then((module) => ({ default: module.SickChildPanel })),
);
const NotificationSettingPanel = lazy(() =>
  import('./notifications/NotificationSettingPanel.js').then((module) => ({
    default: module.NotificationSettingPanel,
  })),
);

export default function DashboardPage() {
  const { user } = useAuth();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const organizationId = useSelectedOrganizationId();
  const { member, organization, requests, organizationNotFound, memberFailed } =
    useDashboardData(organizationId);

  // The server's balance (one shared rules module): entitlement with the 60+ week and transfers.
  const balance = member?.yearlyBalance?.[String(year)] ?? null;
  const advancedPlanning = usePlanningAccess(organizationNotFound ? null : organizationId);

  const name = user?.displayName?.trim() || user?.email || '';
  const hasOrganization = organizationId !== null && !organizationNotFound;
  // Avspasering: the hour bank's card, and the person's normal day to weigh hours as days.
  const kinds = useOfferedKinds(hasOrganization ? organizationId : null);
  const hourBank = useOwnHourBank(hasOrganization ? organizationId : null, kinds);
  const normalDayHours = hourBank?.normalDayHours;
  // The panels after the calendar, their chunks and their calls, once the greeting is on screen.
  const belowTheFold = useAfterFirstPaint() && hasOrganization && organizationId !== null;

  return (
    <div className="emp-page emp-dashboard">
      <header className="emp-header">
        <div className="emp-header__intro">
          <h1 className="emp-header__title">{texts.greeting(name)}</h1>
          <p className="emp-header__subtitle">{texts.subtitle}</p>
          {hasOrganization && (
            // One line reserved before the name arrives, so nothing below moves.
            <p className="emp-header__organization" title={organization?.name}>
              {organization ? texts.organizationLabel(organization.name) : '\u00a0'}
            </p>
          )}
        </div>
        <YearSelector year={year} onChange={setYear} />
      </header>

      {!hasOrganization && (
        <div className="emp-alert" role="alert">
          <p>{texts.organizationMissing}</p>
          <Link to="/organizations" className="fp-button">
            {texts.backToOrganizations}
          </Link>
        </div>
      )}

      {hasOrganization && (
        <SummaryCards
          balance={balance}
          year={year}
          failed={(memberFailed && !member) || (member !== null && !balance)}
          hourBank={hourBank}
        />
      )}
      {hasOrganization && member && <EmploymentNote member={member} year={year} />}

      <div className="emp-panels">
        <section className="emp-panel" aria-labelledby="emp-new-request">
          <h2 id="emp-new-request" className="emp-panel__title">
            {texts.newRequest}
          </h2>
          {organizationId && !organizationNotFound ? (
            <RequestForm
              year={year}
              organizationId={organizationId}
              advancedPlanning={advancedPlanning === true}
              normalDayHours={normalDayHours}
              workPatterns={member?.workPatterns}
            />
          ) : (
            <p className="emp-panel__notice">{texts.noOrganizationForRequest}</p>
          )}
        </section>

        {hasOrganization && (
          <section className="emp-panel" aria-labelledby="emp-own-list">
            <h2 id="emp-own-list" className="emp-panel__title">
              {texts.listHeading(year)}
            </h2>
            <OwnRequestList year={year} requests={requests} normalDayHours={normalDayHours} />
          </section>
        )}
      </div>

      <section className="emp-panel" aria-labelledby="emp-calendar">
        <h2 id="emp-calendar" className="emp-panel__title">
          {texts.calendar}
        </h2>
        <YearCalendar year={year} requests={hasOrganization ? requests : []} />
      </section>

      {belowTheFold && (
        <Suspense fallback={null}>
          <SickLeavePanel organizationId={organizationId} />
          <VacationReturnPanel organizationId={organizationId} />
        </Suspense>
      )}
      {belowTheFold && member && advancedPlanning !== null && (
        <Suspense fallback={null}>
          <PlanningPanel
            organizationId={organizationId}
            year={year}
            advancedPlanning={advancedPlanning}
            isAdmin={member.isAdmin}
            requests={requests}
          />
        </Suspense>
      )}
      {belowTheFold && kinds.includes('SyktBarn') && (
        <Suspense fallback={null}>
          <SickChildPanel organizationId={organizationId} year={year} />
        </Suspense>
      )}
      {belowTheFold && (
        <Suspense fallback={null}>
          <NotificationSettingPanel organizationId={organizationId} />
        </Suspense>
      )}
    </div>
  );
}
