import { describe, expect, it } from 'vitest';
import { sanitizeOrgnr, validateOrganizationForm } from './organization-form.js';

const VALID_ORGNR = '974760673'; // Brønnøysundregistrene

describe('sanitizeOrgnr', () => {
  it('strips non-digits and caps at 9 characters', () => {
    expect(sanitizeOrgnr('123 456 789')).toBe('123456789');
    expect(sanitizeOrgnr('974 760 673')).toBe('974760673');
    expect(sanitizeOrgnr('12a3-4')).toBe('1234');
    expect(sanitizeOrgnr('1234567890123')).toBe('123456789');
    expect(sanitizeOrgnr('abc')).toBe('');
  });
});

describe('validateOrganizationForm', () => {
  it('requires a name that is not blank after trimming', () => {
    expect(validateOrganizationForm('   ', VALID_ORGNR)).toBe('Vennligst fyll inn et organisasjonsnavn');
  });
  it('requires exactly 9 digits', () => {
    expect(validateOrganizationForm('Acme', '12345678')).toBe(
      'Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)',
    );
    expect(validateOrganizationForm('Acme', '')).toBe(
      'Vennligst fyll inn et gyldig organisasjonsnummer (9 siffer)',
    );
    expect(validateOrganizationForm('Acme', VALID_ORGNR)).toBeNull();
  });
  it('then checks the MOD11 control digit', () => {
    expect(validateOrganizationForm('Acme', '974760674')).toBe('Organisasjonsnummeret er ikke gyldig');
  });
});
