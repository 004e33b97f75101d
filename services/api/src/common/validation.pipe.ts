import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { server, serverCore } from '@ferieplan/texts';
import { badRequest } from './api-exception.js';

// class-validator's default messages are English ("x must be a string"); ours are Norwegian.
const ENGLISH_DEFAULT = /\b(must|should|cannot|each value)\b/;

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const text =
        constraint === 'whitelistValidation'
          ? server.unknownField(field)
          : ENGLISH_DEFAULT.test(message)
            ? serverCore.invalidField(field)
            : message;
      (into[field] ??= []).push(text);
    }
    if (error.children?.length) collect(error.children, field, into);
  }
}

/**
 * class-transformer/class-validator silently drop keys that shadow Object.prototype members
 * ("toString", "constructor", ...) instead of reporting them; no DTO field has such a name.
 */
class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const shadowing = Object.keys(value).filter((key) => key in Object.prototype);
      if (shadowing.length) {
        const errors = Object.fromEntries(shadowing.map((key) => [key, [server.unknownField(key)]]));
        throw badRequest(server.unknownField(shadowing[0]), errors);
      }
    }
    return super.transform(value, metadata);
  }
}

/** Whitelisting pipe: unknown fields and invalid values -> 400 { statusCode, message, errors: { field: [msg] } }. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // A missing or non-object body must still be validated (and rejected), not skipped.
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const byField: Record<string, string[]> = {};
      collect(errors, '', byField);
      const first = Object.values(byField)[0]?.[0];
      return badRequest(first ?? server.validationFailed, byField);
    },
  });
}
