import { landing } from '@ferieplan/texts';
import { FeatureIcon } from './FeatureIcon.js';
import { LandingButton } from './LandingButton.js';
import { LandingIntro } from './LandingIntro.js';
import './landing.css';

/**
 * / : headline, three promises, the consultants note and the call to action. No customer quotes until
 * real customers give them (invented ones would mislead).
 */
export default function LandingPage() {
  return (
    <div className="landing">
      <LandingIntro id="landing-title" hero title={landing.headline} lead={landing.lead}>
        <div className="landing-actions">
          <LandingButton to="/opprett-konto" tone="primary" label={landing.signup} />
          <LandingButton to="/pricing" tone="secondary" label={landing.seePricing} />
        </div>
      </LandingIntro>

      <section className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title">{landing.featuresTitle}</h2>
        <ul className="landing-features">
          {landing.features.map((feature, index) => (
            <li key={feature.title} className="landing-card">
              <FeatureIcon index={index} />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className="landing-note">{landing.consultantsNote}</p>
      </section>

      <section className="landing-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{landing.ctaTitle}</h2>
        <LandingButton to="/pricing" tone="light" label={landing.ctaButton} />
        <p>{landing.ctaText}</p>
      </section>
    </div>
  );
}
