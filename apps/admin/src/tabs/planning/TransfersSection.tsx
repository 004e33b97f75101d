import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MemberTransfer } from '@ferieplan/contracts';
import { changedBy, transferQueries, transfersApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { planningAdminErrors } from '@ferieplan/texts';
import { EmptyState, Spinner } from '@ferieplan/ui';
import { AdminTable } from '../../components/AdminTable.js';
import { wholeNumberInput } from '../../components/WholeNumberField.js';

/**
 * Overføring (every plan): each member's unused days of last year and how many of them move into this
 * year, up to the organisation's limit. The server refuses more than the limit or the unused days.
 */
export function TransfersSection({ organizationId }: { organizationId: string }) {
  const id = useId();
  const overview = useQuery({
    ...transferQueries.organization(organizationId),
    meta: { errorToast: (error) => userMessage(error, { fallback: planningAdminErrors.transfers }) },
  });
  const data = overview.data;
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {data ? texts.transfersTitle(data.fromYear, data.toYear) : texts.transfersHeading}
      </h2>
      {!data ? (
        overview.isError ? null : (
          <Spinner />
        )
      ) : (
        <>
          <p>{texts.transfersIntro(data.limit)}</p>
          <AdminTable
            columns={[
              texts.columnMember,
              texts.columnUnused(data.fromYear),
              texts.columnTransferable,
              texts.columnTransferred,
            ]}
            rows={data.members}
            empty={<EmptyState title={texts.transfersEmpty} />}
          >
            {(member) => (
              <TransferRow
                key={member.userId}
                organizationId={organizationId}
                fromYear={data.fromYear}
                member={member}
              />
            )}
          </AdminTable>
        </>
      )}
    </section>
  );
}

interface TransferRowProps {
  organizationId: string;
  fromYear: number;
  member: MemberTransfer;
}

function TransferRow({ organizationId, fromYear, member }: TransferRowProps) {
  const [days, setDays] = useState(String(member.transferredDays));
  const [rangeError, setRangeError] = useState<string | null>(null);
  const save = useApiMutation(
    (value: number) => transfersApi.set(member.userId, value),
    () => changedBy.transfer(organizationId),
    // No failure toast: the server's reason (above the limit, above the unused days) shows in the row.
    { success: (saved) => texts.transferSaved(member.name, saved.transferredDays) },
  );
  const error =
    rangeError ?? (save.isError ? userMessage(save.error, { fallback: planningAdminErrors.transfer }) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (days.trim() === '' || !Number.isInteger(value) || value < 0) {
      setRangeError(texts.transferRange(member.transferableDays));
      return;
    }
    setRangeError(null);
    save.mutate(value);
  };

  const inputId = `transfer-${member.userId}`;
  return (
    <tr aria-busy={save.isPending}>
      <th scope="row" data-label={texts.columnMember}>
        {member.name}
      </th>
      <td data-label={texts.columnUnused(fromYear)}>{member.unusedDays}</td>
      <td data-label={texts.columnTransferable}>{member.transferableDays}</td>
      <td data-label={texts.columnTransferred}>
        <form className="fp-row admin-transfer" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="fp-visually-hidden">
            {texts.transferDaysLabel(member.name)}
          </label>
          <input
            id={inputId}
            {...wholeNumberInput}
            min={0}
            value={days}
            disabled={save.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setDays(event.target.value)}
          />
          <button
            type="submit"
            className="fp-button fp-button--secondary admin-small"
            disabled={save.isPending}
          >
            {texts.transferButton}
          </button>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="fp-error">
              {error}
            </p>
          )}
        </form>
      </td>
    </tr>
  );
}
