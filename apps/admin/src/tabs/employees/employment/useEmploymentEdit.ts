import { useState } from 'react';
import type { Employee, UpdateEmploymentBody } from '@ferieplan/contracts';
import { changedBy, employmentApi, useApiMutation } from '@ferieplan/api-client';
import { employmentAdmin } from '@ferieplan/texts';
import {
  employmentBody,
  employmentDraftOf,
  type EmploymentDraft,
  type EmploymentField,
} from './employment-draft.js';

const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * The employment block of 'Rediger ansatt': its draft, and `check()`, which validates it and returns
 * how to save it after the dialog's other fields (nothing to send: calls `then` at once), or null.
 */
export function useEmploymentEdit(employee: Employee) {
  const [draft, setDraft] = useState<EmploymentDraft>(() => employmentDraftOf(employee));
  const [problem, setProblem] = useState<{ field: EmploymentField; message: string } | null>(null);
  const save = useApiMutation(
    (body: UpdateEmploymentBody) => employmentApi.update(employee.id, body),
    () => changedBy.employment(employee.organizationId),
    // The dialog's own save already says 'updated'.
    { failure: { fallback: employmentAdmin.saveFailed } },
  );
  const check = (): ((then: () => void) => void) | null => {
    const result = employmentBody(employee, draft, today());
    if ('field' in result) {
      setProblem(result);
      return null;
    }
    setProblem(null);
    const body = result.body;
    return (then) => (body ? save.mutate(body, { onSuccess: then }) : then());
  };
  return { fields: { draft, onChange: setDraft, problem }, saving: save.isPending, check };
}
