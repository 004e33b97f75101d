import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@ferieplan/auth-store';
import { PRODUCT_NAME } from '@ferieplan/texts';
import { privacyNotice as say } from '@ferieplan/texts/privacy-notice';
import { LandingButton } from './LandingButton.js';

type Site = NonNullable<RuntimeConfig['site']>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="privacy-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/**
 * The privacy notice. The operator is named from the deployment's SITE_* settings (the footer's), and
 * a missing setting is left out or said generically, never made up.
 */
export function PrivacyNotice({ site }: { site: Site }) {
  return (
    <article className="landing-section privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{say.title}</h1>
      <p className="landing-lead">{say.intro}</p>

      <Section id="privacy-operator" title={say.operatorTitle}>
        <p>{say.operator(site.maker ?? PRODUCT_NAME, site.orgnr)}</p>
        <p>{say.roles}</p>
      </Section>
      <Section id="privacy-stored" title={say.storedTitle}>
        <List items={say.stored} />
      </Section>
      <Section id="privacy-purpose" title={say.purposeTitle}>
        <List items={say.purpose} />
      </Section>
      <Section id="privacy-retention" title={say.retentionTitle}>
        <List items={say.retention} />
      </Section>
      <Section id="privacy-health" title={say.healthTitle}>
        <List items={say.health} />
      </Section>
      <Section id="privacy-processors" title={say.processorsTitle}>
        <ul>
          <li>{say.firebase}</li>
          <li>{say.stripe}</li>
          <li>
            {site.hostingName && site.hostingUrl ? (
              <a href={site.hostingUrl} target="_blank" rel="noopener noreferrer">
                {say.hosting(site.hostingName)}
              </a>
            ) : site.hostingName ? (
              say.hosting(site.hostingName)
            ) : (
              say.hostingUnnamed
            )}
          </li>
        </ul>
      </Section>
      <Section id="privacy-rights" title={say.rightsTitle}>
        <List items={say.rights} />
        <p>
          <LandingButton to="/organizations" tone="secondary" label={say.toAccount} />
        </p>
      </Section>
    </article>
  );
}
