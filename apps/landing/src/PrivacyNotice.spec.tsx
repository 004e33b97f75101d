import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@ferieplan/texts';
import { privacyNotice } from '@ferieplan/texts/privacy-notice';
import { PrivacyNotice } from './PrivacyNotice.js';

const render = (site: Parameters<typeof PrivacyNotice>[0]['site']) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PrivacyNotice site={site} />
    </MemoryRouter>,
  );

describe('PrivacyNotice (/personvern)', () => {
  it("names the operator, its organisation number and host from the deployment's SITE_* settings", () => {
    const html = render({
      maker: 'Fjordkode AS',
      orgnr: '912345678',
      hostingName: 'Nordvert',
      hostingUrl: 'https://nordvert.example',
    });
    expect(html).toContain('<h1 id="privacy-title">Personvern</h1>');
    expect(html).toContain(`${PRODUCT_NAME} drives av Fjordkode AS (org.nr 912345678).`);
    expect(html).toContain(
      '<a href="https://nordvert.example" target="_blank" rel="noopener noreferrer">Nordvert drifter serverne tjenesten kjører på.</a>',
    );
  });

  it('invents nothing when the settings are missing', () => {
    const html = render({});
    expect(html).toContain(`${PRODUCT_NAME} drives av ${PRODUCT_NAME}.`);
    expect(html).not.toContain('org.nr');
    expect(html).toContain(privacyNotice.hostingUnnamed);
  });

  it('says what is stored, why, how long and who processes it, with the processors named', () => {
    const html = render({});
    for (const heading of [
      'Hva vi lagrer',
      'Hvorfor',
      'Hvor lenge',
      'Hvem som behandler opplysningene',
      'Dine rettigheter',
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain('Google (Firebase Authentication)');
    expect(html).toContain('Stripe håndterer betalingen');
    expect(html).toContain('revisjonslogg');
    expect(html).toContain('opptil 30 dager');
    expect(html).toContain('href="/organizations"');
  });

  it('says what sick leave data is kept, why, who sees it and for how long (issue 25)', () => {
    const html = render({});
    expect(html).toContain(`>${privacyNotice.healthTitle}</h2>`);
    expect(html).toContain('Aldri diagnose');
    expect(html).toContain('bare «Fravær»');
    expect(html).toContain('utgangen av det tredje kalenderåret');
    expect(html).toContain('revisjonsloggen');
  });
});
