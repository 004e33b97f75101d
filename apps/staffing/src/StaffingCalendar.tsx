// Bemanningsstatus: the staffing remote's calendar. Embedded by the admin dashboard (and reusable
// elsewhere) as a default-export component; it fetches one aggregated month per view.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { absenceKindQueries, planningSettingsQueries } from '@ferieplan/api-client';
import { RetryAlert, Spinner, TeamFilter, type StaffingCalendarProps } from '@ferieplan/ui';
import { staffing, teamFilter } from '@ferieplan/texts';
import { calendarCells } from './calendar/calendar-cells.js';
import { legendKindsOf } from './calendar/legend-kinds.js';
import { monthTitle, shiftMonth, type YearMonth } from './calendar/month-title.js';
import { CalendarTable } from './components/CalendarTable.js';
import { Legend } from './components/Legend.js';
import { MonthNavigator } from './components/MonthNavigator.js';
import { useStaffingMonth } from './useStaffingMonth.js';
import './staffing-calendar.css';

const thisMonth = (): YearMonth => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
};

export default function StaffingCalendar({ organizationId, teams }: StaffingCalendarProps) {
  const [shown, setShown] = useState<YearMonth>(thisMonth);
  const [teamId, setTeamId] = useState('');
  const { data, loading, error, retry } = useStaffingMonth(
    organizationId,
    shown.year,
    shown.month,
    teamId || null,
  );
  // Whether the plan includes minimum staffing (Pro), as the server says: only then the legend has 'Underbemannet'.
  const planning = useQuery({
    ...planningSettingsQueries.organization(organizationId),
    meta: { errorToast: () => null },
  });

  // The kinds other than Ferie the organisation uses, and any the month shows: each in the legend.
  const kindSettings = useQuery({
    ...absenceKindQueries.organization(organizationId),
    meta: { errorToast: () => null },
  });
  const legend = useMemo(() => legendKindsOf(kindSettings.data, data?.days ?? []), [kindSettings.data, data]);

  // A team deleted meanwhile (or another organisation's list) falls back to all teams.
  useEffect(() => {
    if (teamId && !teams.some((team) => team.id === teamId)) setTeamId('');
  }, [teams, teamId]);

  const cells = useMemo(
    () => calendarCells(shown.year, shown.month, data?.days ?? [], data?.total ?? 0),
    [shown.year, shown.month, data],
  );
  const title = monthTitle(shown.year, shown.month);
  const teamName = teams.find((team) => team.id === teamId)?.name ?? teamFilter.allTeams;

  return (
    <section className="staffing" aria-labelledby="staffing-title">
      <h2 id="staffing-title" className="staffing__title">
        {staffing.title}
      </h2>
      <div className="staffing__toolbar">
        <TeamFilter teams={teams} value={teamId} onChange={setTeamId} className="staffing-team-filter" />
        <MonthNavigator
          title={title}
          onPrevious={() => setShown((current) => shiftMonth(current, -1))}
          onNext={() => setShown((current) => shiftMonth(current, 1))}
        />
      </div>

      {error ? (
        <RetryAlert message={error} onRetry={retry} />
      ) : (
        <>
          <div className="staffing__status">
            {loading && <Spinner label={staffing.loading} showLabel />}
            {data && data.total === 0 && <p className="fp-hint">{staffing.noMembers}</p>}
          </div>
          <CalendarTable
            cells={cells}
            caption={staffing.calendarCaption(title, teamName)}
            loading={loading}
          />
        </>
      )}
      <Legend
        understaffed={planning.data?.advancedPlanning === true}
        kinds={legend.kinds}
        absence={legend.absence}
      />
    </section>
  );
}
