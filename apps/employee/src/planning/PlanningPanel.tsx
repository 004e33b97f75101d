// 'Ferieplanlegging' (issue 12, Pro): the hovedferie indicator and the member's own calendar feed.
// Starter organisations see what Pro gives and who can upgrade, never a broken screen.
// Loaded lazily by the dashboard (its own chunk).
import { useId } from 'react';
import type { VacationRequest } from '@ferieplan/contracts';
import { planningPanel as texts } from '@ferieplan/texts/planning-panel';
import { MainHolidayIndicator } from './MainHolidayIndicator.js';
import { OwnCalendarFeed } from './OwnCalendarFeed.js';
import { ProNotice } from './ProNotice.js';
import './planning.css';

export interface PlanningPanelProps {
  organizationId: string;
  year: number;
  /** The organisation's plan includes advanced planning (Pro). */
  advancedPlanning: boolean;
  isAdmin: boolean;
  /** The member's own requests of every year; null while loading. */
  requests: VacationRequest[] | null;
}

export default function PlanningPanel({
  organizationId,
  year,
  advancedPlanning,
  isAdmin,
  requests,
}: PlanningPanelProps) {
  const id = useId();
  return (
    <section className="emp-panel emp-planning" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="emp-panel__title">
        {texts.panelTitle}
      </h2>
      {advancedPlanning ? (
        <div className="emp-planning__parts">
          <MainHolidayIndicator year={year} requests={requests} />
          <OwnCalendarFeed organizationId={organizationId} />
        </div>
      ) : (
        <ProNotice isAdmin={isAdmin} />
      )}
    </section>
  );
}
