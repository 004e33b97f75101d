import type { Team, VacationRequest } from '@ferieplan/contracts';
import { absenceKindName, adminRequests } from '@ferieplan/texts';
import { Spinner, StatusBadge, vacationStatusTone } from '@ferieplan/ui';
import { dayCountLabel } from '../../logic/day-count.js';
import { formatDateRange } from '../../logic/dates.js';
import { teamAwayDuring } from '../../logic/team-overlap.js';

interface RequestItemProps {
  request: VacationRequest;
  teams: Team[];
  approved: VacationRequest[];
  updating: boolean;
  onDecide: (decision: Decision) => void;
}

type Decision = 'Approved' | 'Rejected';

const DECISIONS: ReadonlyArray<{ decision: Decision; label: string; className: string }> = [
  { decision: 'Approved', label: adminRequests.approve, className: 'fp-button admin-approve' },
  { decision: 'Rejected', label: adminRequests.reject, className: 'fp-button fp-button--danger' },
];

export function RequestItem({ request, teams, approved, updating, onDecide }: RequestItemProps) {
  const name = request.userName?.trim() || adminRequests.unknownUser;
  const pending = request.status === 'Pending';
  const teamAway = pending ? teamAwayDuring(request, teams, approved) : null;

  return (
    <li className="request-item" aria-busy={updating}>
      <div className="request-item__main">
        <p className="request-item__name">{name}</p>
        <p className="request-item__kind">{absenceKindName(request.kind ?? 'Ferie')}</p>
        <p className="request-item__email">{request.userEmail?.trim() || adminRequests.noEmail}</p>
        <p className="request-item__period">
          <span>{formatDateRange(request.startDate, request.endDate)}</span>
          <span className="request-item__days">{dayCountLabel(request)}</span>
        </p>
        <p className="request-item__description">
          {request.description?.trim() || adminRequests.noDescription}
        </p>
        {teamAway && (
          <p
            className={
              teamAway.away > 0 ? 'request-item__team request-item__team--warn' : 'request-item__team'
            }
          >
            {teamAway.team ? adminRequests.teamAway(teamAway.away, teamAway.team.name) : adminRequests.noTeam}
          </p>
        )}
      </div>
      <div className="request-item__actions">
        {pending ? (
          <>
            {updating && <Spinner label={adminRequests.updating} />}
            {DECISIONS.map(({ decision, label, className }) => (
              <button
                key={decision}
                type="button"
                className={className}
                disabled={updating}
                onClick={() => onDecide(decision)}
              >
                {label}
              </button>
            ))}
          </>
        ) : (
          <StatusBadge tone={vacationStatusTone(request.status)}>
            {request.status === 'Approved'
              ? adminRequests.approved
              : request.status === 'Rejected'
                ? adminRequests.rejected
                : adminRequests.pending}
          </StatusBadge>
        )}
      </div>
    </li>
  );
}
