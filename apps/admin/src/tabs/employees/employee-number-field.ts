import type { Employee } from '@ferieplan/contracts';
import { adminPayroll, serverPayroll } from '@ferieplan/texts';
import { useFieldState } from '@ferieplan/ui';
import { isEmployeeNumber } from '@ferieplan/vacation-rules';

/**
 * 'Ansattnummer' in 'Rediger ansatt' (Lønnseksport, issue 27): optional, 1-10 digits, empty clears it.
 * `check()` shows the message and gives the value to send (null clears), or undefined when it is wrong;
 * uniqueness in the organisation is the server's 409.
 */
export function useEmployeeNumberField(employee: Employee) {
  const field = useFieldState(employee.employeeNumber ?? '');
  const check = (): string | null | undefined => {
    const trimmed = field.value.trim();
    const valid = trimmed === '' || isEmployeeNumber(trimmed);
    field.setError(valid ? null : serverPayroll.employeeNumberInvalid);
    if (!valid) return undefined;
    return trimmed === '' ? null : trimmed;
  };
  const props = {
    label: adminPayroll.employeeNumberLabel,
    hint: adminPayroll.employeeNumberHint,
    inputMode: 'numeric' as const,
    maxLength: 10,
    ...field.bind,
  };
  return { props, check };
}
