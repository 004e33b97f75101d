import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, userMessage } from './errors.js';

const fallback = 'Kunne ikke opprette organisasjon';

describe('errorFromResponse', () => {
  it('prefers the body message', () => {
    const error = errorFromResponse(
      400,
      { message: 'Organisasjonsnavn kan ikke være tomt', errors: { name: ['x'] } },
      fallback,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Organisasjonsnavn kan ikke være tomt');
    expect(error.errors).toEqual({ name: ['x'] });
  });
  it('joins the errors when there is no message', () => {
    expect(errorFromResponse(400, { errors: { name: ['a', 'b'], orgnr: 'c' } }, fallback).message).toBe(
      'a, b, c',
    );
    expect(errorFromResponse(400, { errors: ['d', 'e'] }, fallback).message).toBe('d, e');
  });
  it('joins an array message (class-validator style)', () => {
    expect(errorFromResponse(400, { message: ['f', 'g'] }, fallback).message).toBe('f, g');
  });
  it('keeps the machine-readable details (the understaffed days of an approval)', () => {
    const details = { reason: 'understaffed', days: ['2026-07-06'] };
    expect(errorFromResponse(409, { message: 'Godkjenne likevel?', details }, fallback).details).toEqual(
      details,
    );
    expect(errorFromResponse(409, { message: 'x', details: ['y'] }, fallback).details).toBeUndefined();
  });
  it('uses the catalogue fallback for empty or non-JSON bodies', () => {
    expect(errorFromResponse(500, undefined, fallback).message).toBe(fallback);
    expect(errorFromResponse(500, { message: '  ' }, fallback).message).toBe(fallback);
    expect(errorFromResponse(500, 'Internal', fallback).message).toBe(fallback);
  });
});

describe('userMessage', () => {
  it("shows validation errors as 'Valideringsfeil: ' plus the joined messages", () => {
    const error = new ApiError(400, 'Ugyldig', {
      orgnr: ['Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)'],
    });
    expect(userMessage(error, { fallback, server: 'validation' })).toBe(
      'Valideringsfeil: Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)',
    );
  });
  it('shows the message otherwise, and the fallback for foreign errors', () => {
    expect(userMessage(new ApiError(409, 'Finnes allerede'), { fallback, server: 'validation' })).toBe(
      'Finnes allerede',
    );
    expect(userMessage(new Error('x'), { fallback, server: 'validation' })).toBe(fallback);
  });
  it("shows the server's Norwegian message (e.g. the Starter limit), else the screen's fallback", () => {
    const limit =
      'Du har nådd maks antall brukere (2) i Starter-planen. Oppgrader til Pro-planen for å legge til flere brukere.';
    expect(userMessage(new ApiError(403, limit), { fallback: 'Kunne ikke sende invitasjon' })).toBe(limit);
    expect(userMessage(new Error('TypeError: x'), { fallback: 'Kunne ikke sende invitasjon' })).toBe(
      'Kunne ikke sende invitasjon',
    );
  });
  it("uses the 'Mangler autentisering' text for a load without a valid session", () => {
    const texts = {
      fallback: 'Kunne ikke laste team.',
      notLoggedIn: 'Kunne ikke hente team: Mangler autentisering',
      server: false,
    };
    expect(userMessage(new ApiError(401, 'x'), texts)).toBe('Kunne ikke hente team: Mangler autentisering');
    expect(userMessage(new ApiError(500, 'x'), texts)).toBe('Kunne ikke laste team.');
  });
  it('wraps the server message when asked, and uses the fallback when no response came', () => {
    const texts = { fallback: 'Noe gikk galt', server: (message: string) => `Feil: ${message}` };
    expect(userMessage(new ApiError(409, 'Overlapper.'), texts)).toBe('Feil: Overlapper.');
    expect(userMessage(new ApiError(0, 'Kunne ikke opprette ferieforespørsel'), texts)).toBe('Noe gikk galt');
  });
});
