import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { absenceKindQueries } from '@ferieplan/api-client';
import type { AbsenceKind } from '@ferieplan/contracts';
import { absenceAdmin as texts } from '@ferieplan/texts';
import { AbsenceKindOptions } from '@ferieplan/ui';
import { isOfferedAbsenceKind, isPlannedAbsenceKind, isSickKind } from '@ferieplan/vacation-rules';
import type { KindFilter } from '../../logic/request-filters.js';

interface KindFilterSelectProps {
  organizationId: string;
  value: KindFilter;
  onChange: (kind: KindFilter) => void;
  /** 'Alle fraværstyper' first (the requests tab); without it one kind at a time (the reports). */
  allKinds?: boolean;
  /**
   * Offer the sick kinds (issue 25): the requests tab does (choosing one is an audited read); the
   * reports do not (sick data is only in the 'Sykefravær' export).
   */
  sickKinds?: boolean;
}

/** 'Fraværstype': shown once the organisation uses more kinds than Ferie (the spec's filters stay as they are). */
export function KindFilterSelect({
  organizationId,
  value,
  onChange,
  allKinds = true,
  sickKinds = true,
}: KindFilterSelectProps) {
  const id = useId();
  const settings = useQuery({
    ...absenceKindQueries.organization(organizationId),
    meta: { errorToast: () => null },
  });
  const used: AbsenceKind[] = (settings.data?.kinds ?? [])
    .filter((setting) => setting.enabled && isOfferedAbsenceKind(setting.kind))
    .map((setting) => setting.kind);
  const kinds = used.filter((kind) => sickKinds || !isSickKind(kind));
  // Egenmelding and Sykmelding are on everywhere and have their own screen: until the organisation
  // plans more kinds than Ferie, the spec's screen stays as it is.
  if (used.filter(isPlannedAbsenceKind).length < 2 || kinds.length < 2) return null;
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
