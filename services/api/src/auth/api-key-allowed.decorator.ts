import { SetMetadata } from '@nestjs/common';
import type { ApiKeyScope } from '@ferieplan/contracts';

export const API_KEY_SCOPE = 'ferieplan:apiKeyScope';

/**
 * Lets organisation API keys call this route: 'read' for a read-only route, 'write' for a change
 * (read keys are refused). Routes without it refuse every key (403): keys are denied by default, so an
 * account, privacy, billing or key-management route can never be reached with one. Only for routes of
 * one organisation's data whose access check goes through OrganizationAccessService (or takes the
 * organisation from the :organizationId path parameter).
 */
export const ApiKeyAllowed = (scope: ApiKeyScope) => SetMetadata(API_KEY_SCOPE, scope);
