// 'Timebank' as the admin sees it: every member's hours and normal day, the two actions per member,
// the organisation's normal day; on Starter the upgrade notice.
import { describe, expect, it } from 'vitest';
import { hourBankQueries } from '@ferieplan/api-client';
import type { HourBankOverview } from '@ferieplan/contracts';
import { absenceAdmin, absenceErrors, hourBankAdmin, hourBankTexts } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import HourBankPanel from './HourBankPanel.js';
import { checkEntry, checkNormalDay } from './hour-bank-input.js';

const overview: HourBankOverview = {
  organizationId: 'o',
  normalDayHours: 7.5,
  members: [
    {
      userId: 'm1',
      name: 'Kari Nordmann',
      email: 'kari@x.no',
      balanceHours: 15,
      plannedHours: 3.75,
      normalDayHours: 7.5,
      ownNormalDayHours: null,
    },
    {
      userId: 'm2',
      name: 'Ola Deltid',
      email: 'ola@x.no',
      balanceHours: 0,
      plannedHours: 0,
      normalDayHours: 6,
      ownNormalDayHours: 6,
    },
  ],
};

const render = (pro: boolean) =>
  renderWithClient(<HourBankPanel organizationId="o" pro={pro} onUpgrade={() => {}} />, [
    [hourBankQueries.overview('o').queryKey, overview],
  ]);

describe('HourBankPanel', () => {
  it("Pro: each member's hours left as hours and days, pending hours and normal day", () => {
    const html = render(true);
    expect(html).toContain(`>${hourBankTexts.title}</h2>`);
    const rows = html.split('data-testid="hour-bank-row"').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Kari Nordmann');
    expect(rows[0]).toContain('15 timer (2 dager)');
    expect(rows[0]).toContain('3,75 timer');
    expect(rows[0]).toContain(`7,5 timer<span class="admin-balance__note">${hourBankAdmin.organizationsOwn}`);
    expect(rows[1]).toContain('0 timer (0 dager)');
    expect(rows[1]).not.toContain(hourBankAdmin.organizationsOwn);
    expect(rows[1]).toContain(`aria-label="${hourBankAdmin.creditFor('Ola Deltid')}"`);
    expect(rows[1]).toContain(`aria-label="${hourBankAdmin.normalDayFor('Ola Deltid')}"`);
  });

  it("Pro: the organisation's normal day, labelled and filled in", () => {
    const html = render(true);
    const id = new RegExp(`<label for="([^"]+)">${hourBankTexts.organizationDefault}</label>`).exec(
      html,
    )?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*value="7,5"`));
  });

  it('Starter: the upgrade notice instead of the bank', () => {
    const html = render(false);
    expect(html).toContain(absenceAdmin.upgradeTitle);
    expect(html).not.toContain('hour-bank-row');
  });
});

describe('the forms: the same checks as the server', () => {
  const entry = { type: 'earned' as const, hours: '7,5', date: '2027-03-01', note: 'Overtid mars' };

  it("'Opptjent avspasering' adds, 'Korrigering' deducts", () => {
    expect(checkEntry(entry)).toEqual({
      ok: true,
      body: { hours: 7.5, date: '2027-03-01', note: 'Overtid mars' },
    });
    expect(checkEntry({ ...entry, type: 'correction', hours: '2' })).toMatchObject({ body: { hours: -2 } });
  });

  it('names what is missing or wrong', () => {
    expect(checkEntry({ ...entry, hours: '' })).toMatchObject({
      field: 'hours',
      message: absenceErrors.hoursRequired,
    });
    expect(checkEntry({ ...entry, hours: '0' })).toMatchObject({
      field: 'hours',
      message: absenceErrors.hoursInvalid,
    });
    expect(checkEntry({ ...entry, hours: '1,234' })).toMatchObject({ field: 'hours' });
    expect(checkEntry({ ...entry, date: '' })).toMatchObject({
      field: 'date',
      message: absenceErrors.dateRequired,
    });
    expect(checkEntry({ ...entry, note: ' ' })).toMatchObject({
      field: 'note',
      message: absenceErrors.noteRequired,
    });
  });

  it("a normal day of 1-24 hours; empty is the organisation's for a member only", () => {
    expect(checkNormalDay('7,5', false)).toBe(7.5);
    expect(checkNormalDay('', true)).toBeNull();
    expect(checkNormalDay('', false)).toBeUndefined();
    expect(checkNormalDay('25', true)).toBeUndefined();
  });
});
