import { isValidOrgnr, ORGNR_PATTERN } from '@ferieplan/contracts';
import { organizations } from '@ferieplan/texts';

/**
 * The organisation-number input keeps digits only and at most 9 of them (spec section 5). Non-digits go
 * first, so a pasted '987 654 321' (as Brønnøysundregistrene writes it) keeps all nine digits.
 */
export function sanitizeOrgnr(value: string): string {
  return value.replace(/\D/g, '').slice(0, 9);
}

/** Name first ('Vennligst fyll inn et organisasjonsnavn'), then exactly 9 digits, then the control digit. */
export function validateOrganizationForm(name: string, orgnr: string): string | null {
  if (!name.trim()) return organizations.nameRequired;
  if (!ORGNR_PATTERN.test(orgnr)) return organizations.numberInvalid;
  if (!isValidOrgnr(orgnr)) return organizations.numberChecksum;
  return null;
}
