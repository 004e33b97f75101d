import type { HourBankMemberBalance, HourBankOverview } from '@ferieplan/contracts';
import { formatHours, hourBankAdmin as texts, hourBankTexts } from '@ferieplan/texts';
import { ActionsCell } from '../../../components/ActionsCell.js';

interface HourBankTableProps {
  overview: HourBankOverview;
  onCredit: (member: HourBankMemberBalance) => void;
  onNormalDay: (member: HourBankMemberBalance) => void;
}

const COLUMNS = [
  texts.columnName,
  hourBankTexts.balance,
  hourBankTexts.planned,
  texts.columnNormalDay,
  texts.columnActions,
];

/** Every member's hours: left (and as days of their normal day), pending Avspasering, their normal day. */
export function HourBankTable({ overview, onCredit, onNormalDay }: HourBankTableProps) {
  if (overview.members.length === 0) return <p className="fp-hint">{texts.noMembers}</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {overview.members.map((member) => (
          <tr key={member.userId} data-testid="hour-bank-row">
            <th scope="row" data-label={COLUMNS[0]}>
              {member.name}
              <span className="admin-balance__note">{member.email}</span>
            </th>
            <td data-label={COLUMNS[1]}>
              {hourBankTexts.asDays(member.balanceHours, member.normalDayHours)}
            </td>
            <td data-label={COLUMNS[2]}>{formatHours(member.plannedHours)}</td>
            <td data-label={COLUMNS[3]}>
              {formatHours(member.normalDayHours)}
              {member.ownNormalDayHours === null && (
                <span className="admin-balance__note">{texts.organizationsOwn}</span>
              )}
            </td>
            <ActionsCell
              label={COLUMNS[4]}
              actions={[
                {
                  label: hourBankTexts.credit,
                  ariaLabel: texts.creditFor(member.name),
                  primary: true,
                  onClick: () => onCredit(member),
                },
                {
                  label: texts.changeNormalDay,
                  ariaLabel: texts.normalDayFor(member.name),
                  onClick: () => onNormalDay(member),
                },
              ]}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
