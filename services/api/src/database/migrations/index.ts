import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';
import { StripeBilling1763800000000 } from './1763800000000-stripe-billing.js';
import { StaffingIndex1763800000500 } from './1763800000500-staffing-index.js';
import { PersonLookupIndexes1763900000000 } from './1763900000000-person-lookup-indexes.js';
import { AdvancedPlanning1764100000000 } from './1764100000000-advanced-planning.js';
import { AuditLog1764300000000 } from './1764300000000-audit-log.js';
import { SecondAdminApproval1765100000001 } from './1765100000001-second-admin-approval.js';
import { MailOutbox1765200000000 } from './1765200000000-mail-outbox.js';
import { EraseDeletedOrganizations1765500000000 } from './1765500000000-erase-deleted-organizations.js';
import { ListIndexes1765600000000 } from './1765600000000-list-indexes.js';
import { AbsenceDays1765700000300 } from './1765700000300-absence-days.js';
import { AbsenceKinds1766000000000 } from './1766000000000-absence-kinds.js';
import { AbsenceLoad1766000000100 } from './1766000000100-absence-load.js';
import { SickLeave1767000000000 } from './1767000000000-sick-leave.js';
import { SickCare1767000000100 } from './1767000000100-sick-care.js';
import { ApiKeys1767100000000 } from './1767100000000-api-keys.js';
import { Webhooks1767200000000 } from './1767200000000-webhooks.js';
import { PayrollExport1767300000000 } from './1767300000000-payroll-export.js';
import { Employment1767400000000 } from './1767400000000-employment.js';
import { MembershipTeamCountIndex1767500000000 } from './1767500000000-membership-team-count-index.js';
import { SickVacationReturn1767600000000 } from './1767600000000-sick-vacation-return.js';
import { EmployeeImport1767700000000 } from './1767700000000-employee-import.js';
import { OrganizationDomains1767800000000 } from './1767800000000-organization-domains.js';
import { CoveringAbsenceIndexes1768000000000 } from './1768000000000-covering-absence-indexes.js';
import { ChatIntegrations1768100000000 } from './1768100000000-chat-integrations.js';
import { PushSubscriptions1768200000000 } from './1768200000000-push-subscriptions.js';
import { AbsenceDaysLookup1768600000000 } from './1768600000000-absence-days-lookup.js';
import { PendingCountIndex1768600000100 } from './1768600000100-pending-count-index.js';
import { NorwegianNameCollation1768700000000 } from './1768700000000-norwegian-name-collation.js';
import { MembershipAdminIndex1768800000000 } from './1768800000000-membership-admin-index.js';
import { StaffingDaySummary1768850000000 } from './1768850000000-staffing-day-summary.js';
import { PageTotalCounts1768860000000 } from './1768860000000-page-total-counts.js';
import { StaffingDayTriggersScale1768870000000 } from './1768870000000-staffing-day-triggers-scale.js';

/**
 * Every migration, in order. Append yours (file name starting with a timestamp) at the end.
 * Explicit imports keep the build and the tests independent of file globbing.
 */
export const migrations = [
  InitialSchema1763700000000,
  StripeBilling1763800000000,
  StaffingIndex1763800000500,
  PersonLookupIndexes1763900000000,
  AdvancedPlanning1764100000000,
  AuditLog1764300000000,
  SecondAdminApproval1765100000001,
  MailOutbox1765200000000,
  EraseDeletedOrganizations1765500000000,
  ListIndexes1765600000000,
  AbsenceDays1765700000300,
  AbsenceKinds1766000000000,
  AbsenceLoad1766000000100,
  SickLeave1767000000000,
  SickCare1767000000100,
  ApiKeys1767100000000,
  Webhooks1767200000000,
  PayrollExport1767300000000,
  Employment1767400000000,
  MembershipTeamCountIndex1767500000000,
  SickVacationReturn1767600000000,
  EmployeeImport1767700000000,
  OrganizationDomains1767800000000,
  CoveringAbsenceIndexes1768000000000,
  ChatIntegrations1768100000000,
  PushSubscriptions1768200000000,
  AbsenceDaysLookup1768600000000,
  PendingCountIndex1768600000100,
  NorwegianNameCollation1768700000000,
  MembershipAdminIndex1768800000000,
  StaffingDaySummary1768850000000,
  PageTotalCounts1768860000000,
  StaffingDayTriggersScale1768870000000,
];
