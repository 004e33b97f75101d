import { useMemo } from 'react';
import type { Team } from '@ferieplan/contracts';
import { adminStaffing } from '@ferieplan/texts';
import { RemoteComponent } from '@ferieplan/ui';

/** Bemanningsstatus: the staffing remote's calendar, with a Norwegian error and retry if it cannot load. */
export function StaffingTab({ organizationId, teams }: { organizationId: string; teams: Team[] }) {
  // A stable list: the calendar may refetch when its props change identity.
  const teamOptions = useMemo(() => teams.map(({ id, name }) => ({ id, name })), [teams]);
  return (
    <RemoteComponent
      name="staffing/StaffingCalendar"
      props={{ organizationId, teams: teamOptions }}
      failedMessage={adminStaffing.loadFailed}
    />
  );
}
