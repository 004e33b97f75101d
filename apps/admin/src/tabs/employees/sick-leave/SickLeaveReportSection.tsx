// 'Sykefraværsprosent' (Pro): per team and month, egenmeldt and legemeldt apart, no names; a group
// under 5 members is listed without figures. Starter sees the upgrade notice.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sickLeaveQueries } from '@ferieplan/api-client';
import { sickLeaveAdmin, sickLeaveReport as texts } from '@ferieplan/texts';
import { Field, Spinner } from '@ferieplan/ui';
import { UpgradeNotice } from '../../../components/UpgradeNotice.js';

interface SickLeaveReportSectionProps {
  organizationId: string;
  pro: boolean;
  /** 'YYYY-MM' to start with (this month). */
  initialMonth: string;
  onUpgrade: () => void;
}

export function SickLeaveReportSection({
  organizationId,
  pro,
  initialMonth,
  onUpgrade,
}: SickLeaveReportSectionProps) {
  const [month, setMonth] = useState(initialMonth);
  const valid = /^20\d{2}-(0[1-9]|1[0-2])$/.test(month);
  const year = Number(month.slice(0, 4));
  const report = useQuery({
    ...sickLeaveQueries.report(organizationId, year),
    enabled: pro && valid,
    meta: { errorToast: () => sickLeaveAdmin.loadFailed },
  });
  if (!pro)
    return (
      <UpgradeNotice
        texts={{
          upgradeTitle: texts.upgradeTitle,
          upgradeText: texts.upgradeText,
          upgradeFeatures: [...texts.upgradeFeatures],
          upgradeButton: texts.upgradeButton,
        }}
        onUpgrade={onUpgrade}
      />
    );
  const monthNumber = Number(month.slice(5, 7));
  return (
    <>
      <h3>{texts.title}</h3>
      <p className="fp-hint">{texts.intro}</p>
      <Field label={texts.month} type="month" value={month} onValue={setMonth} />
      {report.data ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{texts.groupColumn}</th>
              <th scope="col">{texts.membersColumn}</th>
              <th scope="col">{texts.selfColumn}</th>
              <th scope="col">{texts.doctorColumn}</th>
              <th scope="col">{texts.totalColumn}</th>
            </tr>
          </thead>
          <tbody>
            {report.data.groups.map((group) => {
              const figures = group.months.find((entry) => entry.month === monthNumber);
              return (
                <tr key={group.teamId ?? 'all'}>
                  <th scope="row">{group.name}</th>
                  <td>{group.members}</td>
                  {group.suppressed || !figures ? (
                    <td colSpan={3}>{texts.suppressed}</td>
                  ) : (
                    <>
                      <td>{texts.percent(figures.selfCertifiedPercent)}</td>
                      <td>{texts.percent(figures.doctorCertifiedPercent)}</td>
                      <td>{texts.percent(figures.totalPercent)}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : report.isError ? (
        <p role="alert">{sickLeaveAdmin.loadFailed}</p>
      ) : valid ? (
        <div className="admin-center">
          <Spinner />
        </div>
      ) : null}
    </>
  );
}
