import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Organization, Team } from '@ferieplan/contracts';
import { planningQueries, userMessage } from '@ferieplan/api-client';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { planningAdminErrors } from '@ferieplan/texts';
import { Spinner, YearSelector } from '@ferieplan/ui';
import { hasAdvancedPlanning } from '@ferieplan/vacation-rules';
import { UpgradeNotice } from '../../components/UpgradeNotice.js';
import { CalendarFeedsSection } from './CalendarFeedsSection.js';
import { SummerView } from './SummerView.js';
import { TransfersSection } from './TransfersSection.js';
import './planning.css';

interface PlanningTabProps {
  organization: Organization;
  teams: Team[];
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

/**
 * Ferieplanlegging: transfers on every plan (a balance must be right whatever the plan); hovedferie
 * and calendar feeds on Pro, and on Starter what Pro gives and the way to it.
 */
export default function PlanningTab({ organization, teams, onUpgrade }: PlanningTabProps) {
  const pro = hasAdvancedPlanning(organization.plan);
  return (
    <div className="admin-planning">
      <TransfersSection organizationId={organization.id} />
      {pro ? (
        <>
          <Summer organizationId={organization.id} />
          <CalendarFeedsSection organizationId={organization.id} teams={teams} />
        </>
      ) : (
        <UpgradeNotice texts={texts} onUpgrade={onUpgrade} />
      )}
    </div>
  );
}

/** Hovedferie of the chosen year (last, this or next, like the other tabs); the shown year stays until the next arrives. */
function Summer({ organizationId }: { organizationId: string }) {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const overview = useQuery({
    ...planningQueries.summer(organizationId, year),
    placeholderData: keepPreviousData,
    meta: { errorToast: (error) => userMessage(error, { fallback: planningAdminErrors.summer }) },
  });
  if (overview.isError) return null;
  return overview.data ? (
    <SummerView overview={overview.data} yearChoice={<YearSelector year={year} onChange={setYear} />} />
  ) : (
    <Spinner />
  );
}
