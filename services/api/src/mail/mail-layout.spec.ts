import { describe, expect, it } from 'vitest';
import { mail } from '@ferieplan/texts';
import { layoutMail, notificationMail } from './mail-layout.js';
import { renderMail } from './render.js';

describe('the one mail layout', () => {
  it('a notification has its subject as heading, one button, the signature and an unsubscribe line', () => {
    const { subject, text } = renderMail(
      notificationMail('Ny søknad fra Kari', ['Kari har søkt om ferie.'], {
        label: 'Se søknaden',
        url: 'https://ferieplan.test/admindashboard',
      }),
    );
    expect(subject).toBe('Ny søknad fra Kari');
    expect(text.split('\n')[0]).toBe('Ny søknad fra Kari');
    expect(text).toContain('Se søknaden: https://ferieplan.test/admindashboard');
    expect(text).toContain(mail.signature);
    expect(text).toContain(mail.footer);
    expect(text).toContain(`${mail.unsubscribeLine} ${mail.unsubscribeAction}:`);
  });

  it('a mail that is not a notification (an invitation) has no unsubscribe line', () => {
    const { text } = renderMail(
      layoutMail('Invitasjon', {
        paragraphs: ['Du er invitert.'],
        action: { label: 'Opprett konto', url: 'https://ferieplan.test/opprett-konto' },
        notes: ['Lenken virker i 7 dager.'],
      }),
    );
    expect(text).toContain('Lenken virker i 7 dager.');
    expect(text).not.toContain(mail.unsubscribeLine);
  });
});
