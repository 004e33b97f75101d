import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { getMetadataStorage, ValidationTypes, type ValidationArguments } from 'class-validator';
import { queryInstance } from './query-instance.js';

type Dto = ClassConstructor<object>;

interface Check {
  constraints: unknown[];
  validators: { validate(value: unknown, args: ValidationArguments): unknown }[];
}

interface PropertyPlan {
  property: string;
  conditions: ((object: object, value: unknown) => boolean)[];
  checks: Check[];
}

// Each query DTO's rules, read once from class-validator; null: rules this check does not run.
const plans = new WeakMap<Dto, PropertyPlan[] | null>();

/**
 * The DTO's rules as class-validator's executor would run them with the pipe's options (no groups):
 * conditions (@IsOptional, @ValidateIf) and synchronous constraints only. Nested, @IsDefined, `each`
 * and asynchronous rules make the plan null: such a DTO always takes the full path.
 */
function planOf(dto: Dto): PropertyPlan[] | null {
  if (plans.has(dto)) return plans.get(dto)!;
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(dto, '', false, false);
  let plan: PropertyPlan[] | null = [];
  const byProperty = storage.groupByPropertyName(metadatas);
  for (const [property, rules] of Object.entries(byProperty)) {
    const entry: PropertyPlan = { property, conditions: [], checks: [] };
    for (const rule of rules) {
      if (rule.each || rule.validateIf) plan = null;
      else if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION)
        entry.conditions.push(rule.constraints[0] as PropertyPlan['conditions'][number]);
      else if (rule.type === ValidationTypes.CUSTOM_VALIDATION) {
        const constraints = storage.getTargetValidatorConstraints(rule.constraintCls);
        if (constraints.some((constraint) => constraint.async)) plan = null;
        entry.checks.push({
          constraints: rule.constraints ?? [],
          validators: constraints.map((constraint) => constraint.instance),
        });
      } else plan = null;
    }
    plan?.push(entry);
  }
  if (plan?.length === 0) plan = null;
  plans.set(dto, plan);
  return plan;
}

// The properties of each planned DTO, made once (not per request).
const known = new WeakMap<Dto, ReadonlySet<string>>();

function knownProperties(dto: Dto, plan: PropertyPlan[]): ReadonlySet<string> {
  let properties = known.get(dto);
  if (!properties) {
    properties = new Set(plan.map((p) => p.property));
    known.set(dto, properties);
  }
  return properties;
}

/**
 * A query DTO built (class-transformer, as the pipe builds it) and checked against its rules, when
 * every rule holds: the same instance ValidationPipe would return. Undefined when any rule fails or
 * cannot be run here: the caller then takes ValidationPipe's full path, which finds the failure again
 * and words it (so every 400 and its Norwegian messages come from one place). Skips what the full path
 * spends on a valid query besides the rules themselves (class-validator's executor and error objects,
 * Nest's pipe steps for arrays, binary values and prototype keys, which a query string cannot carry).
 */
export function validQuery(dto: Dto, query: object): object | undefined {
  const plan = planOf(dto);
  if (!plan) return undefined;
  const properties = knownProperties(dto, plan);
  // A query of text values (every valid one today) is built without class-transformer's generic walk.
  const entity = queryInstance(dto, query) ?? plainToInstance(dto, query);
  for (const key of Object.keys(entity)) if (!properties.has(key)) return undefined;
  const targetName = dto.name;
  for (const { property, conditions, checks } of plan) {
    const value = (entity as Record<string, unknown>)[property];
    if (!conditions.every((condition) => condition(entity, value))) continue;
    for (const { constraints, validators } of checks) {
      for (const validator of validators) {
        const valid = validator.validate(value, { targetName, property, object: entity, value, constraints });
        if (!valid || valid instanceof Promise) return undefined;
      }
    }
  }
  return entity;
}
