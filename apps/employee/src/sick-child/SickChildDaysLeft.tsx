// The request form's line for Sykt barn (issue 25): what is left of the year's days, or that the
// children must be declared first. The server refuses past the limit whatever this line says.
import { useQuery } from '@tanstack/react-query';
import { sickChildQueries } from '@ferieplan/api-client';
import { sickChild as texts } from '@ferieplan/texts';

export function SickChildDaysLeft({ organizationId, year }: { organizationId: string; year: number }) {
  const status = useQuery({
    ...sickChildQueries.mine(organizationId, year),
    meta: { errorToast: () => null },
  });
  if (!status.data) return null;
  return (
    <p className="emp-form__preview" role="status">
      {status.data.childrenUnder12
        ? texts.left(status.data.leftDays, status.data.allowedDays, status.data.year)
        : texts.noChildren}
    </p>
  );
}
