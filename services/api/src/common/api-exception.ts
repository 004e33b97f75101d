import { HttpException } from '@nestjs/common';

/**
 * An HTTP error with a Norwegian message (and optional per-field errors) that the ApiErrorFilter
 * passes through as is. Other HttpExceptions get the default message of their status code.
 */
export class ApiException extends HttpException {
  constructor(statusCode: number, message: string, errors?: Record<string, string[]>) {
    super({ norwegian: true, statusCode, message, errors }, statusCode);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new ApiException(400, message, errors);
export const forbidden = (message: string) => new ApiException(403, message);
export const notFound = (message: string) => new ApiException(404, message);
export const conflict = (message: string) => new ApiException(409, message);
