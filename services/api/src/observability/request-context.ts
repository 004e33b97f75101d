import { AsyncLocalStorage } from 'node:async_hooks';

/** What a log line can say about the request (or the job a request caused) it was written for. */
export interface RequestContext {
  requestId: string;
  /** The organisation the caller acts in, once an access check has found their membership. */
  organizationId?: string;
  /** Set for a request made with an API key: the only organisation it may act in (auth/api-key-policy.ts). */
  apiKeyOrganizationId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentContext = (): RequestContext | undefined => storage.getStore();

/** Runs `work` (and everything it awaits) as part of `context`: its log lines carry the request id. */
export const runInContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/** Notes the organisation the current request acts in (its request line names it). */
export function noteOrganization(organizationId: string): void {
  const context = storage.getStore();
  if (context) context.organizationId ??= organizationId;
}

/** Binds the current request to an API key's organisation; false when there is no request context. */
export function bindApiKeyOrganization(organizationId: string): boolean {
  const context = storage.getStore();
  if (!context) return false;
  context.apiKeyOrganizationId = organizationId;
  return true;
}

/** The organisation an API-key request is bound to; undefined for a person's request. */
export const apiKeyOrganization = (): string | undefined => storage.getStore()?.apiKeyOrganizationId;
