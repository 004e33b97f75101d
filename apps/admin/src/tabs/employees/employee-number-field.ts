import { useState } from 'react';
import type { Employee } from '@ferieplan/contracts';
import { adminPayroll, serverPayroll } from '@ferieplan/texts';
import { isEmployeeNumber } from '@ferieplan/vacation-rules';

/**
 * 'Ansattnummer' in 'Rediger ansatt' (Lønnseksport, issue 27): optional, 1-10 digits, empty clears it.
 * `check()` shows the message and gives the value to send (null clears), or undefined when it is wrong;
 * uniqueness in the organisation is the server's 409.
 */
export function useEmployeeNumberField(employee: Employee) {
  const [value, setValue] = useState(employee.employeeNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const check = (): string | null | undefined => {
    const trimmed = value.trim();
    const valid = trimmed === '' || isEmployeeNumber(trimmed);
    setError(valid ? null : serverPayroll.employeeNumberInvalid);
    if (!valid) return undefined;
    return trimmed === '' ? null : trimmed;
  };
  const props = {
    label: adminPayroll.employeeNumberLabel,
    hint: adminPayroll.employeeNumberHint,
    error,
    inputMode: 'numeric' as const,
    maxLength: 10,
    value,
    onValue: setValue,
  };
  return { props, check };
}
