// What each kind of write changes, as the query keys to refetch once it succeeded (useApiMutation).
import type { QueryKey } from '@tanstack/react-query';
import { absenceKindKeys } from './absence-kinds.js';
import { apiKeyKeys } from './api-keys.js';
import { approvalSettingsKeys } from './approval-settings.js';
import { calendarFeedKeys } from './calendar-feeds.js';
import { hourBankKeys } from './hour-bank.js';
import { invitationKeys } from './invitations.js';
import { notificationKeys } from './notifications.js';
import { organizationDomainKeys } from './organization-domains.js';
import { organizationKeys } from './organizations.js';
import { payrollKeys } from './payroll.js';
import { planningKeys } from './planning.js';
import { planningSettingsKeys } from './planning-settings.js';
import { sickLeaveKeys } from './sick-leave.js';
import { sickChildKeys } from './sick-child.js';
import { staffingKeys } from './staffing.js';
import { teamKeys } from './teams.js';
import { transferKeys } from './transfers.js';
import { userKeys } from './users.js';
import { vacationRequestKeys } from './vacation-requests.js';
import { webhookKeys } from './webhooks.js';

/**
 * Staffing counts depend on who is an admin, who is in which team and which requests are approved;
 * balances (the employee list, the summer overview, transfers) on the decided requests.
 */
export const changedBy = {
  /** An employee edited, made admin or removed; a team deleted; a member added to or removed from a team. */
  people: (organizationId: string): QueryKey[] => [
    userKeys.employees(organizationId),
    teamKeys.organization(organizationId),
    staffingKeys.organization(organizationId),
  ],
  /** A team created or renamed, or its minimum staffing set (the staffing calendar marks the days below it). */
  team: (organizationId: string): QueryKey[] => [
    teamKeys.organization(organizationId),
    staffingKeys.organization(organizationId),
  ],
  invitations: (organizationId: string): QueryKey[] => [invitationKeys.organization(organizationId)],
  /** A request sent or withdrawn. */
  vacationRequests: (organizationId: string): QueryKey[] => [
    vacationRequestKeys.organization(organizationId),
    staffingKeys.organization(organizationId),
    vacationRequestKeys.mine(organizationId),
    userKeys.me(organizationId),
    hourBankKeys.organization(organizationId),
    sickChildKeys.organization(organizationId),
  ],
  /** A request approved or rejected: the lists, and the balances that count decided requests. */
  decision: (organizationId: string): QueryKey[] => [
    ...changedBy.vacationRequests(organizationId),
    userKeys.employees(organizationId),
    planningKeys.summer(organizationId),
    transferKeys.organization(organizationId),
  ],
  /** Days moved from last year: the transfer view and the balances in the employee list. */
  transfer: (organizationId: string): QueryKey[] => [
    transferKeys.organization(organizationId),
    userKeys.employees(organizationId),
  ],
  /** The planning settings: the transfer view shows the limit, the summer overview the deadline. */
  planningSettings: (organizationId: string): QueryKey[] => [
    planningSettingsKeys.organization(organizationId),
    transferKeys.organization(organizationId),
    planningKeys.summer(organizationId),
  ],
  /** The kinds in use (the request form offers them) and which need approval. */
  absenceKinds: (organizationId: string): QueryKey[] => [absenceKindKeys.organization(organizationId)],
  /** The person's children declaration (Sykt barn): their days and the admins' overview. */
  sickChild: (organizationId: string): QueryKey[] => [sickChildKeys.organization(organizationId)],
  /** Hours credited or corrected, or a normal day changed: the own bank and the overview. */
  hourBank: (organizationId: string): QueryKey[] => [hourBankKeys.organization(organizationId)],
  approvalSettings: (organizationId: string): QueryKey[] => [
    approvalSettingsKeys.organization(organizationId),
  ],
  calendarFeeds: (organizationId: string): QueryKey[] => [calendarFeedKeys.organization(organizationId)],
  apiKeys: (organizationId: string): QueryKey[] => [apiKeyKeys.organization(organizationId)],
  /** An endpoint added, deleted or its secret rotated, a delivery sent again: the list and its deliveries. */
  webhooks: (organizationId: string): QueryKey[] => [webhookKeys.organization(organizationId)],
  /** Renamed (or its plan changed). */
  organization: (organizationId: string): QueryKey[] => [
    organizationKeys.one(organizationId),
    organizationKeys.mine,
  ],
  notificationSetting: (organizationId: string): QueryKey[] => [notificationKeys.setting(organizationId)],
  /** An organisation created or deleted, or an invitation accepted. */
  memberships: (): QueryKey[] => [
    organizationKeys.mine,
    organizationKeys.joined,
    invitationKeys.mine,
    organizationDomainKeys.joinable,
  ],
  /** Innstillinger → E-postdomene. */
  domains: (organizationId: string): QueryKey[] => [organizationDomainKeys.organization(organizationId)],
  /** Sick leave registered (issue 25): the request lists and balances, the quota, the arbeidsgiverperiode. */
  sickLeave: (organizationId: string): QueryKey[] => [
    ...changedBy.vacationRequests(organizationId),
    sickLeaveKeys.organization(organizationId),
  ],
  /** The egenmelding scheme: the quota and the settings. */
  sickLeaveSettings: (organizationId: string): QueryKey[] => [sickLeaveKeys.organization(organizationId)],
  /**
   * Issue 26: an employment (dates, work pattern) or 'Full ferie i tiltredelsesåret' changed: every
   * balance, request cost, transfer and leaver of the organisation may change, so all of its data.
   */
  employment: (organizationId: string): QueryKey[] => [organizationKeys.data(organizationId)],
  /** Pay codes, a period marked or reopened (Lønnseksport). */
  payroll: (organizationId: string): QueryKey[] => [payrollKeys.organization(organizationId)],
  /** Nothing cached changes (a download, a checkout started). */
  nothing: (): QueryKey[] => [],
};
