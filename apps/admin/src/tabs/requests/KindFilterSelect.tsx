import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { absenceKindQueries } from '@ferieplan/api-client';
import type { AbsenceKind } from '@ferieplan/contracts';
import { absenceAdmin as texts } from '@ferieplan/texts';
import { AbsenceKindOptions } from '@ferieplan/ui';
import { isOfferedAbsenceKind } from '@ferieplan/vacation-rules';
import type { KindFilter } from '../../logic/request-filters.js';

interface KindFilterSelectProps {
  organizationId: string;
  value: KindFilter;
  onChange: (kind: KindFilter) => void;
  /** 'Alle fraværstyper' first (the requests tab); without it one kind at a time (the reports). */
  allKinds?: boolean;
}

/** 'Fraværstype': shown once the organisation uses more kinds than Ferie (the spec's filters stay as they are). */
export function KindFilterSelect({
  organizationId,
  value,
  onChange,
  allKinds = true,
}: KindFilterSelectProps) {
  const id = useId();
  const settings = useQuery({
    ...absenceKindQueries.organization(organizationId),
    meta: { errorToast: () => null },
  });
  const kinds: AbsenceKind[] = (settings.data?.kinds ?? [])
    .filter((setting) => setting.enabled && isOfferedAbsenceKind(setting.kind))
    .map((setting) => setting.kind);
  if (kinds.length < 2) return null;
  return (
    <div className="fp-field admin-filter">
      <label htmlFor={id}>{texts.kindFilter}</label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(event.target.value === 'ALL' ? 'ALL' : (event.target.value as AbsenceKind))
        }
      >
        {allKinds && <option value="ALL">{texts.allKinds}</option>}
        <AbsenceKindOptions kinds={kinds} />
      </select>
    </div>
  );
}
