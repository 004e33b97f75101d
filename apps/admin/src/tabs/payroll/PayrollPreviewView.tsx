import type { PayrollPreview } from '@ferieplan/contracts';
import { absenceKindName, adminPayroll, formatDecimal } from '@ferieplan/texts';

/** What the period's export holds (one row per member and kind) and what it still lacks. */
export function PayrollPreviewView({ preview }: { preview: PayrollPreview }) {
  const missingNumbers = preview.missingEmployeeNumbers.map((member) => member.name);
  const lacking = missingNumbers.length > 0 || preview.missingPayCodes.length > 0;
  const columns = adminPayroll.columns;
  return (
    <>
      {lacking && (
        <div role="alert" className="admin-alert admin-alert--error">
          <strong>{adminPayroll.missingTitle}</strong>
          {missingNumbers.length > 0 && <p>{adminPayroll.missingEmployeeNumbers(missingNumbers)}</p>}
          {preview.missingPayCodes.length > 0 && (
            <p>{adminPayroll.missingPayCodes(preview.missingPayCodes)}</p>
          )}
        </div>
      )}
      {preview.exportedPeriods.map((period) => (
        <p key={period.id} role="status">
          {adminPayroll.alreadyExported(period.from, period.to)}
        </p>
      ))}
      {preview.lines.length === 0 ? (
        <p>{adminPayroll.previewEmpty}</p>
      ) : (
        <table className="admin-table">
          <caption className="fp-visually-hidden">{adminPayroll.previewCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.employeeNumber}</th>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.kind}</th>
              <th scope="col">{columns.payCode}</th>
              <th scope="col">{columns.quantity}</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => (
              <tr key={`${line.userId}-${line.kind}`}>
                <td>{line.employeeNumber ?? '–'}</td>
                <td>{line.name}</td>
                <td>{absenceKindName(line.kind)}</td>
                <td>{line.payCode ?? '–'}</td>
                <td>
                  {formatDecimal(line.quantity)}{' '}
                  {line.unit === 'hours' ? adminPayroll.unitHours : adminPayroll.unitDays}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
