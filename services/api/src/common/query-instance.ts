import { TransformationType, type ClassConstructor } from 'class-transformer';
// An internal path of class-transformer (no public export): class-transformer-storage.d.ts says why.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';

type Dto = ClassConstructor<object>;
type TransformFn = (params: {
  value: unknown;
  key: string;
  obj: object;
  type: TransformationType;
  options: object;
}) => unknown;

/** What plainToInstance hands each @Transform as `options`: its defaults (no options are given). */
const TRANSFORM_OPTIONS = {
  enableCircularCheck: false,
  enableImplicitConversion: false,
  excludeExtraneousValues: false,
  excludePrefixes: undefined,
  exposeDefaultValues: false,
  exposeUnsetFields: true,
  groups: undefined,
  ignoreDecorators: false,
  strategy: undefined,
  targetMaps: undefined,
  version: undefined,
};

// Each DTO's @Transform functions by property, read once; null: a DTO this builder does not handle.
const plans = new WeakMap<Dto, ReadonlyMap<string, readonly TransformFn[]> | null>();

/**
 * The DTO's properties (those it validates, as the validation pipe's whitelist) and their @Transform functions in class-transformer's order,
 * without groups or versions; null when the DTO uses what plainToInstance does more for (@Expose,
 * @Exclude, @Type, transforms limited to groups or versions).
 */
function planOf(dto: Dto): ReadonlyMap<string, readonly TransformFn[]> | null {
  if (plans.has(dto)) return plans.get(dto)!;
  const properties = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((metadata) => metadata.propertyName),
  );
  const storage = defaultMetadataStorage;
  let plan: Map<string, TransformFn[]> | null = new Map();
  if (
    storage.getStrategy(dto) !== 'none' ||
    storage.getExposedMetadatas(dto).length > 0 ||
    storage.getExcludedMetadatas(dto).length > 0
  )
    plan = null;
  for (const property of properties) {
    if (!plan) break;
    if (storage.findTypeMetadata(dto, property)) plan = null;
    const transforms = storage.findTransformMetadatas(dto, property, TransformationType.PLAIN_TO_CLASS);
    if (
      transforms.some(
        ({ options }) =>
          options?.groups?.length || options?.since !== undefined || options?.until !== undefined,
      )
    )
      plan = null;
    plan?.set(
      property,
      transforms.map(({ transformFn }) => transformFn as TransformFn),
    );
  }
  plans.set(dto, plan);
  return plan;
}

/**
 * `plainToInstance(dto, query)` for a query of text values only (no repeated keys) and keys the DTO
 * validates: the same instance, values and key order, without class-transformer's generic walk (its
 * key, expose, exclude and type lookups per key and request). Undefined when the query or the DTO
 * needs that walk: the caller then uses plainToInstance itself.
 */
export function queryInstance(dto: Dto, query: object): object | undefined {
  const plan = planOf(dto);
  if (!plan) return undefined;
  const source = query as Record<string, unknown>;
  const keys = Object.keys(source);
  for (const key of keys) if (typeof source[key] !== 'string' || !plan.has(key)) return undefined;
  const entity = new dto() as Record<string, unknown>;
  const prototype = dto.prototype as object;
  for (const key of keys) {
    // As class-transformer: a getter without a setter or a method on the class is never overwritten.
    const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
    if ((descriptor && !descriptor.set) || entity[key] instanceof Function) continue;
    let value: unknown = source[key];
    for (const transform of plan.get(key)!)
      value = transform({
        value,
        key,
        obj: query,
        type: TransformationType.PLAIN_TO_CLASS,
        options: TRANSFORM_OPTIONS,
      });
    entity[key] = value;
  }
  return entity;
}
