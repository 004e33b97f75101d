// Static renders of the dashboard's parts: labels tied to inputs, bounds, texts and marks.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VacationRequest, VacationStatus, YearBalance } from '@ferieplan/contracts';
import { employee as texts, monthNames, planningEmployee } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { SummaryCards } from './balance/SummaryCards.js';
import { YearCalendar } from './calendar/YearCalendar.js';
import { RequestForm } from './request-form/RequestForm.js';
import { OwnRequestList } from './requests/OwnRequestList.js';

const request = (
  id: string,
  startDate: string,
  endDate: string,
  status: VacationStatus,
  description: string | null = null,
) =>
  ({
    id,
    organizationId: 'o',
    userId: 'm',
    startDate,
    endDate,
    status,
    description,
    createdAt: '2027-01-01T00:00:00Z',
  }) as VacationRequest;

describe('RequestForm', () => {
  const html = renderWithClient(<RequestForm year={2027} organizationId="o" />);

  it('ties every label to its input', () => {
    for (const label of [texts.startDate, texts.endDate, texts.description]) {
      const match = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(html);
      expect(match, label).not.toBeNull();
      expect(html).toContain(`id="${match![1]}"`);
    }
  });

  it('offers Norwegian date fields with a calendar and a 3-row optional description', () => {
    // The calendar's bounds (the selected year, end not before start) are tested in validate.spec.ts
    // (dateBounds), in libs/ui (the keys stay within them) and in the browser journey.
    const dates = [...html.matchAll(/<input[^>]*placeholder="dd.mm.åååå"[^>]*>/g)].map((m) => m[0]);
    expect(dates).toHaveLength(2);
    for (const input of dates) expect(input).toContain('inputMode="numeric"');
    expect(html).toContain('Velg fra dato i kalenderen');
    expect(html).toContain('Velg til dato i kalenderen');
    const textarea = /<textarea[^>]*>/.exec(html)![0];
    expect(textarea).toContain('rows="3"');
    expect(textarea).toContain('placeholder="Valgfri beskrivelse av ferien..."');
    expect(textarea).not.toContain('required');
    expect(html).toContain('>Send ferieforespørsel</button>');
  });
});

describe('SummaryCards', () => {
  const balance = (over: Partial<YearBalance> = {}): YearBalance => ({
    totalDays: 25,
    usedDays: 3,
    plannedDays: 1,
    remainingDays: 22,
    yearlyDays: 25,
    seniorDays: 0,
    transferredDays: 0,
    transferredOutDays: 0,
    ...over,
  });

  it('keeps the cards and shows placeholders while loading', () => {
    const html = renderToStaticMarkup(<SummaryCards balance={null} year={2026} />);
    for (const label of ['Totale feriedager', 'Brukte dager', 'Gjenværende dager'])
      expect(html).toContain(label);
    expect(html.match(/emp-skeleton/g)).toHaveLength(4);
    expect(html).toContain('aria-busy="true"');
  });

  it("shows the server's figures, and a dash instead of invented figures when loading failed", () => {
    const html = renderToStaticMarkup(<SummaryCards balance={balance()} year={2026} />);
    expect([...html.matchAll(/emp-card__number">([^<]+)</g)].map((m) => m[1])).toEqual([
      '25',
      '3',
      '22',
      '1',
    ]);
    expect(html).toContain('>dag<');
    expect(html).not.toContain('data-testid="balance-parts"');
    const failed = renderToStaticMarkup(<SummaryCards balance={null} year={2026} failed />);
    expect(failed).not.toContain('emp-skeleton');
    expect(failed.match(/>–</g)).toHaveLength(4);
  });

  it("explains an entitlement above the yearly days: the 60+ week and 'Overført fra {år}'", () => {
    const html = renderToStaticMarkup(
      <SummaryCards
        balance={balance({ totalDays: 37, seniorDays: 5, transferredDays: 7, remainingDays: 34 })}
        year={2027}
      />,
    );
    expect(html).toContain('>37<');
    expect(html).toContain(planningEmployee.yearlyDays(25));
    expect(html).toContain(planningEmployee.seniorDays(5));
    expect(html).toContain('Overført fra 2026: 7 dager');
  });
});

describe('OwnRequestList', () => {
  const render = (requests: VacationRequest[] | null) =>
    renderWithClient(<OwnRequestList year={2027} requests={requests} />);

  it('shows a spinner while loading and the empty text for the year', () => {
    expect(render(null)).toContain('role="status"');
    expect(render([request('x', '2026-05-03', '2026-05-04', 'Approved')])).toContain(
      'Ingen feriedager registrert for 2027',
    );
  });

  it('lists the year by start date with title, Norwegian dates, badge, and withdraw only when pending', () => {
    const html = render([
      request('abcdef1234567', '2027-07-05', '2027-07-09', 'Pending'),
      request('b', '2027-05-05', '2027-05-10', 'Approved', 'Kristi himmelfart'),
      request('c', '2027-10-04', '2027-10-04', 'Rejected', 'Høst'),
    ]);
    const rows = html.split('data-testid="own-request"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Kristi himmelfart');
    expect(rows[0]).toContain('5. mai 2027 – 10. mai 2027');
    expect(rows[0]).toContain('fp-badge--success">Godkjent<');
    expect(rows[1]).toContain('Ferie abcdef12');
    expect(rows[1]).toContain('fp-badge--warning">Venter<');
    expect(rows[1]).toContain('aria-label="Trekk tilbake Ferie abcdef12"');
    expect(rows[2]).toContain('fp-badge--danger">Avslått<');
    expect(html.match(/Trekk tilbake/g)).toHaveLength(2); // label and text of the one pending row
  });
});

describe('YearCalendar', () => {
  const html = renderToStaticMarkup(
    <YearCalendar year={2027} requests={[request('b', '2027-05-05', '2027-05-10', 'Approved')]} />,
  );

  it('shows twelve Monday-first months of six rows', () => {
    const captions = [...html.matchAll(/<caption>([^<]+)<\/caption>/g)].map((m) => m[1]);
    expect(captions).toEqual(monthNames);
    const firstHeaders = [...html.matchAll(/<abbr title="[^"]+">([^<]+)<\/abbr>/g)]
      .slice(0, 7)
      .map((m) => m[1]);
    expect(firstHeaders).toEqual(['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn']);
    expect(html.match(/<tbody>(<tr>.*?<\/tr>){6}<\/tbody>/g)).toHaveLength(12);
  });

  it('marks public holidays and the own request by status, with text for screen readers', () => {
    expect(html).toContain('title="Kristi himmelfartsdag, Godkjent ferie"');
    expect(html).toContain('title="Første nyttårsdag"');
    expect(html.match(/emp-day--approved/g)!.length).toBe(6 + 1); // six days and the legend swatch
    expect(html).toContain(': Kristi himmelfartsdag, Godkjent ferie');
  });
});

describe('issue 24: other kinds on the dashboard', () => {
  it('shows the hour bank beside the ferie days, and halves with a decimal comma', () => {
    const html = renderToStaticMarkup(
      <SummaryCards
        balance={{
          totalDays: 25,
          usedDays: 12.5,
          plannedDays: 0,
          remainingDays: 12.5,
          yearlyDays: 25,
          seniorDays: 0,
          transferredDays: 0,
          transferredOutDays: 0,
        }}
        year={2027}
        hourBank={{
          organizationId: 'o',
          userId: 'm',
          balanceHours: 15,
          plannedHours: 7.5,
          normalDayHours: 7.5,
          entries: [],
        }}
      />,
    );
    expect([...html.matchAll(/emp-card__number">([^<]+)</g)].map((m) => m[1])).toEqual([
      '25',
      '12,5',
      '12,5',
      '0',
      '15',
    ]);
    expect(html).toContain('Timer til avspasering');
    expect(html).toContain('2 dager à 7,5 timer');
    expect(html).toContain('7,5 timer venter på godkjenning');
    expect(renderToStaticMarkup(<SummaryCards balance={null} year={2027} />)).not.toContain(
      'Timer til avspasering',
    );
  });

  it('the own list and the calendar name the kind', () => {
    const avspasering = {
      ...request('abcdef1234567', '2027-03-01', '2027-03-02', 'Pending'),
      kind: 'Avspasering',
      hours: 3,
    } as VacationRequest;
    const list = renderWithClient(<OwnRequestList year={2027} requests={[avspasering]} />);
    expect(list).toContain('>Avspasering abcdef12<');
    expect(list).toContain('emp-request__kind">Avspasering<');
    expect(list).toContain('6 timer · 3 timer per dag');
    const calendar = renderToStaticMarkup(<YearCalendar year={2027} requests={[avspasering]} />);
    expect(calendar).toContain('title="Avspasering: Venter"');
    expect(calendar).toContain('Annet fravær enn ferie');
    expect(calendar.match(/emp-day--other-kind/g)).toHaveLength(2 + 1); // two days and the legend swatch
  });
});
