// 'Timebank' (a sub-tab of Ansatte, its own chunk): every member's hours for Avspasering, the admin's
// credits and corrections, and the normal day's length (organisation default, per member).
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, hourBankApi, hourBankQueries, useApiMutation } from '@ferieplan/api-client';
import type { HourBankMemberBalance } from '@ferieplan/contracts';
import {
  absenceAdmin,
  absenceErrors,
  common,
  formatDecimal,
  hourBankAdmin as texts,
  hourBankTexts,
} from '@ferieplan/texts';
import { Field, Spinner } from '@ferieplan/ui';
import { UpgradeNotice } from '../../../components/UpgradeNotice.js';
import { HourBankEntryDialog } from './HourBankEntryDialog.js';
import { HourBankTable } from './HourBankTable.js';
import { checkNormalDay } from './hour-bank-input.js';
import { NormalDayDialog } from './NormalDayDialog.js';

interface HourBankPanelProps {
  organizationId: string;
  /** Avspasering is Pro: Starter sees the upgrade notice. */
  pro: boolean;
  onUpgrade: () => void;
}

export default function HourBankPanel({ organizationId, pro, onUpgrade }: HourBankPanelProps) {
  if (!pro)
    return (
      <UpgradeNotice
        texts={{
          upgradeTitle: absenceAdmin.upgradeTitle,
          upgradeText: absenceAdmin.upgradeText,
          upgradeFeatures: texts.upgradeFeatures,
          upgradeButton: absenceAdmin.upgradeButton,
        }}
        onUpgrade={onUpgrade}
      />
    );
  return <HourBank organizationId={organizationId} />;
}

function HourBank({ organizationId }: { organizationId: string }) {
  const id = useId();
  const overview = useQuery({
    ...hourBankQueries.overview(organizationId),
    meta: { errorToast: () => hourBankTexts.loadFailed },
  });
  const [crediting, setCrediting] = useState<HourBankMemberBalance | null>(null);
  const [normalDayOf, setNormalDayOf] = useState<HourBankMemberBalance | null>(null);
  // null: not edited, the saved value shows.
  const [typed, setTyped] = useState<string | null>(null);
  const [hoursError, setHoursError] = useState<string | null>(null);
  const saved = overview.data?.normalDayHours;
  const organizationHours = typed ?? (saved === undefined ? '' : formatDecimal(saved));
  const saveNormalDay = useApiMutation(
    (normalDayHours: number) => hourBankApi.setOrganizationNormalDay(organizationId, { normalDayHours }),
    () => changedBy.hourBank(organizationId),
    { success: hourBankTexts.normalDaySaved, failure: { fallback: hourBankTexts.normalDaySaveFailed } },
  );
  const submitNormalDay = (event: FormEvent) => {
    event.preventDefault();
    const value = checkNormalDay(organizationHours, false);
    setHoursError(value == null ? absenceErrors.normalDayInvalid : null);
    if (value != null) saveNormalDay.mutate(value, { onSuccess: () => setTyped(null) });
  };

  return (
    <section className="admin-card admin-hour-bank" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {hourBankTexts.title}
      </h2>
      <p className="fp-hint">{texts.intro}</p>
      <form className="admin-hour-bank__normal-day" onSubmit={submitNormalDay} noValidate>
        <Field
          label={hourBankTexts.organizationDefault}
          inputMode="decimal"
          autoComplete="off"
          value={organizationHours}
          error={hoursError}
          disabled={!overview.data || saveNormalDay.isPending}
          onChange={(event) => {
            setTyped(event.target.value);
            setHoursError(null);
          }}
        />
        <button
          type="submit"
          className="fp-button fp-button--secondary"
          disabled={!overview.data || saveNormalDay.isPending}
        >
          {saveNormalDay.isPending ? common.saving : common.save}
        </button>
      </form>
      {overview.data ? (
        <HourBankTable overview={overview.data} onCredit={setCrediting} onNormalDay={setNormalDayOf} />
      ) : overview.isError ? (
        <p role="alert">{hourBankTexts.loadFailed}</p>
      ) : (
        <div className="admin-center">
          <Spinner />
        </div>
      )}
      {crediting && (
        <HourBankEntryDialog
          organizationId={organizationId}
          member={crediting}
          onClose={() => setCrediting(null)}
        />
      )}
      {normalDayOf && overview.data && (
        <NormalDayDialog
          organizationId={organizationId}
          organizationHours={overview.data.normalDayHours}
          member={normalDayOf}
          onClose={() => setNormalDayOf(null)}
        />
      )}
    </section>
  );
}
