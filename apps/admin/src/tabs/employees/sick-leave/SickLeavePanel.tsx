// 'Sykefravær' (a sub-tab of Ansatte, its own chunk; issue 25): each person's arbeidsgiverperiode on a
// day, who passed day 16 in a month, an admin's sykmelding for a member, and the egenmelding scheme.
// Health data: only admins reach this screen (the API refuses anyone else).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sickLeaveQueries } from '@ferieplan/api-client';
import { sickLeaveAdmin as texts } from '@ferieplan/texts';
import { Field, Spinner } from '@ferieplan/ui';
import { osloDate } from '@ferieplan/vacation-rules';
import { EgenmeldingSettingsForm } from './EgenmeldingSettingsForm.js';
import { EmployerPeriodTable } from './EmployerPeriodTable.js';
import { SickLeaveReportSection } from './SickLeaveReportSection.js';
import { SykmeldingDialog } from './SykmeldingDialog.js';
import { UsedUpList } from './UsedUpList.js';
import { VacationReturnQueue } from './VacationReturnQueue.js';

interface SickLeavePanelProps {
  organizationId: string;
  /** The sykefraværsprosent report is Pro. */
  pro: boolean;
  onUpgrade: () => void;
}

export default function SickLeavePanel({ organizationId, pro, onUpgrade }: SickLeavePanelProps) {
  const id = useId();
  const today = osloDate(new Date());
  const currentYear = Number(today.slice(0, 4));
  const [asOf, setAsOf] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [registering, setRegistering] = useState(false);
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(asOf);
  const validMonth = /^\d{4}-\d{2}$/.test(month);
  const overview = useQuery({
    ...sickLeaveQueries.employerPeriods(organizationId, asOf),
    enabled: validDay,
    meta: { errorToast: () => texts.loadFailed },
  });
  const usedUp = useQuery({
    ...sickLeaveQueries.usedUp(organizationId, month),
    enabled: validMonth,
    meta: { errorToast: () => texts.loadFailed },
  });
  const settings = useQuery({
    ...sickLeaveQueries.settings(organizationId),
    meta: { errorToast: () => texts.loadFailed },
  });
  const loading = (
    <div className="admin-center">
      <Spinner />
    </div>
  );

  return (
    <section className="admin-card admin-sick" aria-labelledby={`${id}-title`}>
      <div className="admin-toolbar">
        <h2 id={`${id}-title`} className="admin-section__title">
          {texts.title}
        </h2>
        <button type="button" className="fp-button" onClick={() => setRegistering(true)}>
          {texts.registerSykmelding}
        </button>
      </div>
      <p className="fp-hint">{texts.intro}</p>
      <VacationReturnQueue organizationId={organizationId} />
      <h3>{texts.periodTitle}</h3>
      <Field label={texts.asOf} type="date" value={asOf} onValue={setAsOf} />
      {overview.data ? (
        <EmployerPeriodTable overview={overview.data} currentYear={currentYear} />
      ) : overview.isError ? (
        <p role="alert">{texts.loadFailed}</p>
      ) : (
        loading
      )}
      <h3>{texts.monthTitle}</h3>
      <Field label={texts.month} type="month" value={month} onValue={setMonth} />
      {usedUp.data ? (
        <UsedUpList usedUp={usedUp.data} currentYear={currentYear} />
      ) : usedUp.isError ? (
        <p role="alert">{texts.loadFailed}</p>
      ) : (
        loading
      )}
      <SickLeaveReportSection
        organizationId={organizationId}
        pro={pro}
        initialMonth={today.slice(0, 7)}
        onUpgrade={onUpgrade}
      />
      {settings.data && <EgenmeldingSettingsForm key={settings.data.scheme} settings={settings.data} />}
      {registering && (
        <SykmeldingDialog organizationId={organizationId} onClose={() => setRegistering(false)} />
      )}
    </section>
  );
}
