import type { Organization } from '@ferieplan/contracts';
import { adminPayroll } from '@ferieplan/texts';
import { UpgradeNotice } from '../../components/UpgradeNotice.js';
import { isProPlan } from '../../logic/starter-limit.js';
import { ExportedPeriodsCard } from './ExportedPeriodsCard.js';
import { PayCodesCard } from './PayCodesCard.js';
import { PayrollExportCard } from './PayrollExportCard.js';

interface PayrollTabProps {
  organization: Organization;
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

/**
 * Lønnseksport (issue 27, Pro): the pay code of each kind, the export of a period and the periods
 * marked 'Eksportert til lønn'. Employee numbers are set in 'Rediger ansatt'. Reopening a period stays
 * possible after leaving Pro (the server allows it), through this tab's last card.
 */
export default function PayrollTab({ organization, onUpgrade }: PayrollTabProps) {
  const pro = isProPlan(organization.plan);
  return (
    <div className="admin-settings">
      {pro ? (
        <>
          <p>{adminPayroll.intro}</p>
          <PayCodesCard organizationId={organization.id} />
          <PayrollExportCard organizationId={organization.id} />
          <ExportedPeriodsCard organizationId={organization.id} />
        </>
      ) : (
        <UpgradeNotice texts={adminPayroll} onUpgrade={onUpgrade} />
      )}
    </div>
  );
}
