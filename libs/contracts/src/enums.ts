export const VacationStatus = { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' } as const;
export type VacationStatus = (typeof VacationStatus)[keyof typeof VacationStatus];

export const InvitationStatus = { Pending: 'Pending', Accepted: 'Accepted', Expired: 'Expired' } as const;
export type InvitationStatus = (typeof InvitationStatus)[keyof typeof InvitationStatus];

export const Plan = { Starter: 'Starter', Pro: 'Pro' } as const;
export type Plan = (typeof Plan)[keyof typeof Plan];

/** Business constants of spec section 9. */
export const STARTER_MAX_USERS = 2;
export const PRO_PRICE_NOK_PER_MONTH = 499;
export const INVITATION_VALIDITY_DAYS = 7;
export const INVITATION_TOKEN_LENGTH = 32;
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const DEFAULT_YEARLY_DAYS = 25;
export const MAX_YEARLY_DAYS = 100;
export const ORGNR_PATTERN = /^\d{9}$/;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_DESCRIPTION_LENGTH = 500;
export const SELECTED_ORGANIZATION_KEY = 'selectedOrganizationId';
