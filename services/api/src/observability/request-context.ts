import { AsyncLocalStorage } from 'node:async_hooks';

/** What a log line can say about the request (or the job a request caused) it was written for. */
export interface RequestContext {
  requestId: string;
  /** The organisation the caller acts in, once an access check has found their membership. */
  organizationId?: string;
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
