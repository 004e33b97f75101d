// 'Syk i ferien' on the employee dashboard (issue 25, in the sick-leave chunk): ferieloven § 9 (1) lets a
// person who was wholly sick (a 100 % sykmelding) during approved ferie ask for those ferie days back.
// The server finds the days (candidates) and judges the claim; this shows them and the claims' state.
// Shown only when there is something to ask for or a claim to follow.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, useApiMutation, vacationReturnApi, vacationReturnQueries } from '@ferieplan/api-client';
import { vacationReturnEmployee as texts } from '@ferieplan/texts';

export default function VacationReturnPanel({ organizationId }: { organizationId: string }) {
  const id = useId();
  const mine = useQuery({ ...vacationReturnQueries.mine(organizationId), meta: { errorToast: () => null } });
  const ask = useApiMutation(vacationReturnApi.ask, () => changedBy.sickLeave(organizationId), {
    success: texts.asked,
  });
  const data = mine.data;
  if (!data || (data.candidates.length === 0 && data.returns.length === 0)) return null;

  return (
    <section className="emp-panel emp-sick" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="emp-panel__title">
        {texts.title}
      </h2>
      <p className="fp-hint">{texts.intro}</p>
      {data.candidates.length > 0 && (
        <ul className="emp-sick__returns">
          {data.candidates.map((candidate) => (
            <li key={`${candidate.vacationRequestId}-${candidate.sickRequestId}`}>
              <span>{texts.candidate(candidate.startDate, candidate.endDate, candidate.days)}</span>{' '}
              <button
                type="button"
                className="fp-button"
                disabled={ask.isPending}
                onClick={() =>
                  ask.mutate({
                    organizationId,
                    vacationRequestId: candidate.vacationRequestId,
                    sickRequestId: candidate.sickRequestId,
                  })
                }
              >
                {texts.ask}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data.returns.length > 0 && (
        <>
          <h3>{texts.yourClaims}</h3>
          <ul className="emp-sick__returns">
            {data.returns.map((claim) => (
              <li key={claim.id}>
                {texts.claim(claim.startDate, claim.endDate, claim.days)}:{' '}
                <strong>{texts.status[claim.status]}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
