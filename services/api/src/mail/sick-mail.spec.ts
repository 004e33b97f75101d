import { describe, expect, it } from 'vitest';
import { requestDecidedMail, requestSubmittedMail } from './mail-templates.js';

// Issue 25 (GDPR art. 9): a mail leaves the product, so it never names a sick kind or carries the
// description of a sick absence, to anybody: 'Fraværstype: Fravær'.
describe('mails about a sick absence', () => {
  const base = {
    appOrigin: 'https://ferieplan.test',
    organizationName: 'Fjord AS',
    startDate: '2026-11-10',
    endDate: '2026-11-12',
    days: 3,
  };

  it('say only Fravær to the admins, without the description', () => {
    for (const kind of ['Egenmelding', 'Sykmelding', 'SyktBarn']) {
      const text = JSON.stringify(
        requestSubmittedMail({ ...base, memberName: 'Kari', description: 'Influensa', kind }),
      );
      expect(text).toContain('Fraværstype: Fravær');
      expect(text).not.toMatch(/Egenmelding|Sykmelding|Sykt barn|SyktBarn|Influensa/);
    }
  });

  it('say only Fravær to the person too', () => {
    const text = JSON.stringify(requestDecidedMail({ ...base, approved: true, kind: 'Sykmelding' }));
    expect(text).toContain('Fraværstype: Fravær');
    expect(text).not.toContain('Sykmelding');
  });

  it('still name the other kinds (issue 24)', () => {
    const text = JSON.stringify(
      requestSubmittedMail({ ...base, memberName: 'Kari', description: 'Flytting', kind: 'Annet' }),
    );
    expect(text).toContain('Annet fravær');
    expect(text).toContain('Flytting');
  });
});
