// 'Syk i ferien' in Ansatte → Sykefravær (issue 25): the claims waiting for an admin. Approving gives the
// ferie days back (the server cuts the ferie around them); the balances everywhere follow. Only admins
// reach this screen, and the API refuses anyone else.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  changedBy,
  sickLeaveKeys,
  useApiMutation,
  vacationReturnApi,
  vacationReturnQueries,
} from '@ferieplan/api-client';
import { sickLeaveAdmin, vacationReturnAdmin as texts } from '@ferieplan/texts';

export function VacationReturnQueue({ organizationId }: { organizationId: string }) {
  const id = useId();
  const waiting = useQuery({
    ...vacationReturnQueries.waiting(organizationId),
    meta: { errorToast: () => sickLeaveAdmin.loadFailed },
  });
  const decide = useApiMutation(
    vacationReturnApi.decide,
    () => [...changedBy.decision(organizationId), sickLeaveKeys.organization(organizationId)],
    {
      success: (claim) =>
        claim.status === 'Approved' ? texts.approved(claim.userName) : texts.rejected(claim.userName),
    },
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.title}</h3>
      <p className="fp-hint">{texts.intro}</p>
      {waiting.data && waiting.data.length === 0 && <p>{texts.none}</p>}
      {waiting.data && waiting.data.length > 0 && (
        <ul className="admin-sick__returns">
          {waiting.data.map((claim) => (
            <li key={claim.id}>
              <span>{texts.row(claim.userName, claim.startDate, claim.endDate, claim.days)}</span>{' '}
              <button
                type="button"
                className="fp-button"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ organizationId, id: claim.id, approve: true })}
              >
                {texts.approve}
              </button>{' '}
              <button
                type="button"
                className="fp-button fp-button--secondary"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ organizationId, id: claim.id, approve: false })}
              >
                {texts.reject}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
