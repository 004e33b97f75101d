import { ORGNR_PATTERN } from '@ferieplan/contracts';
import { organizations } from '@ferieplan/texts';

/** The organisation-number input keeps digits only and at most 9 of them (spec section 5). */
export function sanitizeOrgnr(value: string): string {
  return value.replace(/\D/g, '').slice(0, 9);
}

/** Name first ('Vennligst fyll inn et organisasjonsnavn'), then exactly 9 digits. */
export function validateOrganizationForm(name: string, orgnr: string): string | null {
  if (!name.trim()) return organizations.nameRequired;
  if (!ORGNR_PATTERN.test(orgnr)) return organizations.numberInvalid;
  return null;
}
