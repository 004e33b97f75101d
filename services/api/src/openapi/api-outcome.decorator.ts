import { SetMetadata } from '@nestjs/common';

/**
 * What an operation answers, for the OpenAPI document (services/api/openapi.json). Every route carries
 * one; src/openapi/openapi.spec.ts fails naming the operation that has none.
 *
 *   @ApiOutcome('VacationRequest', { errors: [403, 409] })        // 200/201 (as Nest answers) with a contract type
 *   @ApiOutcome(['Team'])                                         // an array of it
 *   @ApiOutcome(204, { errors: [409] })                           // no content
 *   @ApiOutcome({ produces: ['text/csv'] })                       // a file
 *
 * Names are the interfaces of @ferieplan/contracts: their JSON Schemas are generated from the
 * TypeScript (contract-schemas.ts), so a wire type is written once. The errors that follow from the
 * route itself are added for you (openapi-document.ts): 400 for a body or query, 401 and 403 unless @Public(),
 * 404 for a path parameter, 413 and 415 for a body, 429 unless @SkipThrottle(), 503 always. List only
 * the others the rules answer with (403 admins only, 409 conflicts, 410, 502).
 */
type ContractName = string;
export type Success = ContractName | [ContractName] | 204 | { produces: string[] } | 'refused';
type ErrorStatus = 400 | 403 | 404 | 409 | 410 | 502 | 503;

export interface Outcome {
  success: Success;
  /** Operation-specific error statuses, answered with the one error body (ApiErrorBody). */
  errors?: ErrorStatus[];
  /** Statuses whose body is not the error body: a contract type (health's 503) or a page/file. */
  responses?: Record<number, ContractName | { produces: string[] }>;
  /** The list answers X-Total-Count and Link rel="next" with ?limit= (setPageHeaders, common/pagination.ts). */
  paged?: boolean;
  /** One line on what the operation does (or Nest's @ApiOperation({ summary })). */
  summary?: string;
  /** Example of the success body (shown in the docs; checked against the schema by the spec). */
  example?: unknown;
  /** Example of the request body. */
  requestExample?: unknown;
}

export const API_OUTCOME = 'ferieplan:apiOutcome';

export const ApiOutcome = (success: Success, options: Omit<Outcome, 'success'> = {}): MethodDecorator =>
  SetMetadata(API_OUTCOME, { success, ...options } satisfies Outcome);
