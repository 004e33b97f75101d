import {
  ValidationPipe,
  type ArgumentMetadata,
  type PipeTransform,
  type ValidationError,
} from '@nestjs/common';
import { server, serverCore, serverSafety } from '@ferieplan/texts';
import * as classTransformer from 'class-transformer';
import * as classValidator from 'class-validator';
import { brokenTextPath } from './clean-text.validator.js';
import { invalidInput } from './domain-error.js';
import { validQuery } from './quick-query-validation.js';

// class-validator's default messages are English ("x must be a string"); ours are Norwegian.
const ENGLISH_DEFAULT = /\b(must|should|cannot|each value)\b/;

// A missing or mistyped value is first told what is required, not its length or range.
const PRESENCE_AND_TYPE = ['isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isUuid'];
const rank = (constraint: string) => {
  const index = PRESENCE_AND_TYPE.indexOf(constraint);
  return index === -1 ? PRESENCE_AND_TYPE.length : index;
};

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    // A missing or mistyped value is told only that: its length or format says nothing yet.
    const missing = constraints.length > 0 && rank(constraints[0][0]) < PRESENCE_AND_TYPE.length;
    for (const [constraint, message] of constraints) {
      if (missing && rank(constraint) === PRESENCE_AND_TYPE.length) continue;
      const text =
        constraint === 'whitelistValidation'
          ? server.unknownField(field)
          : ENGLISH_DEFAULT.test(message)
            ? serverCore.invalidField(field)
            : message;
      const messages = (into[field] ??= []);
      if (!messages.includes(text)) messages.push(text);
    }
    if (error.children?.length) collect(error.children, field, into);
  }
}

// The decorated properties of each DTO class: its rules are fixed once its module has loaded.
const allowedKeysByDto = new WeakMap<object, ReadonlySet<string>>();

/** The keys a DTO accepts (its decorated properties), asked of class-validator once per class. */
function allowedKeys(dto: new (...args: never[]) => unknown): ReadonlySet<string> {
  let allowed = allowedKeysByDto.get(dto);
  if (!allowed) {
    allowed = new Set(
      classValidator
        .getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((m) => m.propertyName),
    );
    allowedKeysByDto.set(dto, allowed);
  }
  return allowed;
}

/** Metatypes of plain values (a @Param string, an untyped body): no DTO to check them against. */
const NOT_DTOS: ReadonlySet<unknown> = new Set([String, Number, Boolean, Array, Object]);

/** Nest's ValidationPipe, with its first (synchronous) step reachable: protected there. */
class FullValidationPipe extends ValidationPipe {
  /** True when transform() would not validate the value, only convert a primitive (primitive()). */
  skips(metadata: ArgumentMetadata): boolean {
    return !this.expectedType && !this.toValidate(metadata);
  }

  primitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return this.transformPrimitive(value, metadata);
  }
}

/**
 * Our own whitelist check on the raw body/query keys, before class-transformer runs: class-validator
 * misses keys such as "toString" or "prototype" (they collide with object internals). Allowed keys
 * are the DTO's decorated properties. Then ValidationPipe (`full`) validates.
 */
class StrictValidationPipe implements PipeTransform<unknown, unknown> {
  constructor(
    private readonly full: FullValidationPipe,
    private readonly quickQueries: boolean,
  ) {}

  /**
   * Returns a value, not a promise, where nothing asynchronous is left to do (a @Param string, a custom
   * decorator, a query that passes the quick check): Nest's PipesConsumer awaits either, and each
   * async hop costs a promise and its async_hooks init per parameter and request (issue 28). Errors
   * thrown here reach Nest as a rejection all the same (its pipe runner is itself async).
   */
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const dto = metadata.metatype;
    const isDto = typeof dto === 'function' && !NOT_DTOS.has(dto);
    const bodyOrQuery = metadata.type === 'body' || metadata.type === 'query';
    // What ValidationPipe.transform answers first for a value it does not validate, without its async
    // wrapper; a DTO body or query always takes the checks below.
    if ((!isDto || !bodyOrQuery) && this.full.skips(metadata)) return this.full.primitive(value, metadata);
    if (isDto && bodyOrQuery && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const allowed = allowedKeys(dto);
      const unknown = Object.keys(value).filter((key) => !allowed.has(key));
      if (unknown.length) {
        const errors = Object.fromEntries(unknown.map((key) => [key, [server.unknownField(key)]]));
        throw invalidInput(server.unknownField(unknown[0]), errors);
      }
    }
    if (isDto && bodyOrQuery) {
      const broken = brokenTextPath(value);
      if (broken !== null)
        throw invalidInput(serverSafety.invalidCharacters(broken), {
          [broken]: [serverSafety.invalidCharacters(broken)],
        });
    }
    // A query that passes every rule skips the full path (quick-query-validation.ts); one that fails
    // takes it, and is refused with the same errors as before.
    if (
      isDto &&
      metadata.type === 'query' &&
      this.quickQueries &&
      value !== null &&
      typeof value === 'object'
    ) {
      const valid = validQuery(dto as never, value);
      if (valid) return valid;
    }
    // No body (or JSON null) is an empty object to the DTO: each required field says it is required.
    if (isDto && metadata.type === 'body' && (value === undefined || value === null))
      return this.full.transform({}, metadata);
    return this.full.transform(value, metadata);
  }
}

/**
 * Whitelisting pipe: unknown fields and invalid values -> 400 { statusCode, message, errors: { field: [msg] } }.
 * `quickQueries: false` validates every query through ValidationPipe's full path (the reference in tests).
 */
export function createValidationPipe({ quickQueries = true } = {}): PipeTransform {
  return new StrictValidationPipe(
    new FullValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // Handed over rather than left to Nest's own import(): in the bundle (scripts/bundle.mjs) that import
      // yields a CommonJS module's `default` only, so plainToInstance/validate would be missing.
      transformerPackage: classTransformer,
      validatorPackage: classValidator,
      // A missing or non-object body must still be validated (and rejected), not skipped.
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => {
        const byField: Record<string, string[]> = {};
        collect(errors, '', byField);
        const first = Object.values(byField)[0]?.[0];
        return invalidInput(first ?? server.validationFailed, byField);
      },
    }),
    quickQueries,
  );
}
