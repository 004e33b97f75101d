import { AppLink } from '@ferieplan/ui';
import { landing } from '@ferieplan/texts';
import { FeatureIcon } from './FeatureIcon.js';
import './landing.css';

/**
 * / : headline, three promises, the consultants note and the call to action. No customer quotes until
 * real customers give them (invented ones would mislead).
 */
export default function LandingPage() {
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{landing.headline}</h1>
        <p className="landing-lead">{landing.lead}</p>
        <div className="landing-actions">
          <AppLink to="/opprett-konto" className="landing-button landing-button--primary">
            {landing.signup}
          </AppLink>
          <AppLink to="/pricing" className="landing-button landing-button--secondary">
            {landing.seePricing}
          </AppLink>
        </div>
      </section>

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
        <AppLink to="/pricing" className="landing-button landing-button--light">
          {landing.ctaButton}
        </AppLink>
        <p>{landing.ctaText}</p>
      </section>
    </div>
  );
}
