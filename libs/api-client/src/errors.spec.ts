import { describe, expect, it } from 'vitest';
import { ApiError, describeApiError, errorFromResponse } from './errors.js';

const fallback = 'Kunne ikke opprette organisasjon';

describe('errorFromResponse', () => {
  it('prefers the body message', () => {
    const error = errorFromResponse(400, { message: 'Organisasjonsnavn kan ikke være tomt', errors: { name: ['x'] } }, fallback);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Organisasjonsnavn kan ikke være tomt');
    expect(error.errors).toEqual({ name: ['x'] });
  });
  it('joins the errors when there is no message', () => {
    expect(errorFromResponse(400, { errors: { name: ['a', 'b'], orgnr: 'c' } }, fallback).message).toBe('a, b, c');
    expect(errorFromResponse(400, { errors: ['d', 'e'] }, fallback).message).toBe('d, e');
  });
  it('joins an array message (class-validator style)', () => {
    expect(errorFromResponse(400, { message: ['f', 'g'] }, fallback).message).toBe('f, g');
  });
  it('uses the catalogue fallback for empty or non-JSON bodies', () => {
    expect(errorFromResponse(500, undefined, fallback).message).toBe(fallback);
    expect(errorFromResponse(500, { message: '  ' }, fallback).message).toBe(fallback);
    expect(errorFromResponse(500, 'Internal', fallback).message).toBe(fallback);
  });
});

describe('describeApiError', () => {
  it("shows validation errors as 'Valideringsfeil: ' plus the joined messages", () => {
    const error = new ApiError(400, 'Ugyldig', { orgnr: ['Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)'] });
    expect(describeApiError(error, fallback)).toBe(
      'Valideringsfeil: Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)',
    );
  });
  it('shows the message otherwise, and the fallback for foreign errors', () => {
    expect(describeApiError(new ApiError(409, 'Finnes allerede'), fallback)).toBe('Finnes allerede');
    expect(describeApiError(new Error('x'), fallback)).toBe(fallback);
  });
});
