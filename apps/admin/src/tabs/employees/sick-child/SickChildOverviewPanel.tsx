// 'Omsorgsdager' (a sub-tab of Ansatte, its own chunk; issue 25): what each person declared about
// their children and the days of sykt barn used this year. The server audits each opening.
import { useQuery } from '@tanstack/react-query';
import { sickChildQueries } from '@ferieplan/api-client';
import { sickChild as texts } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';
import { AdminRowHeader, AdminTable } from '../../../components/AdminTable.js';

export default function SickChildOverviewPanel({ organizationId }: { organizationId: string }) {
  const year = new Date().getFullYear();
  const overview = useQuery({
    ...sickChildQueries.overview(organizationId, year),
    meta: { errorToast: () => texts.loadFailed },
  });
  if (!overview.data) return overview.isError ? null : <Spinner />;
  const columns = texts.adminColumns;
  return (
    <div className="admin-card">
      <p className="fp-hint">{texts.adminIntro(year)}</p>
      <AdminTable
        columns={[columns.name, columns.children, columns.used]}
        rows={overview.data.members}
        empty={<p>{texts.adminEmpty}</p>}
      >
        {(member) => (
          <tr key={member.userId}>
            <AdminRowHeader rowId={member.userId}>{member.name}</AdminRowHeader>
            <td data-label={columns.children}>
              {texts.adminChildren(member.childrenUnder12, member.soleCare)}
            </td>
            <td data-label={columns.used}>{texts.adminUsed(member.usedDays, member.allowedDays)}</td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
