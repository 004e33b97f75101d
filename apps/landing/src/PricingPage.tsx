import { pricing } from '@ferieplan/texts';
import { LandingButton } from './LandingButton.js';
import { LandingIntro } from './LandingIntro.js';
import './landing.css';

type Plan = (typeof pricing)['starter'] | (typeof pricing)['pro'];

function PlanCard({ plan, highlighted }: { plan: Plan; highlighted: boolean }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <li className={highlighted ? 'landing-card pricing-plan pricing-plan--pro' : 'landing-card pricing-plan'}>
      <article aria-labelledby={titleId}>
        {highlighted ? <p className="pricing-badge">{pricing.recommended}</p> : null}
        <h2 id={titleId}>{plan.name}</h2>
        <p className="pricing-price">
          <span className="pricing-amount">{plan.price}</span> {pricing.perMonth}
        </p>
        <ul className="pricing-features">
          {plan.features.map((feature) => (
            <li key={feature}>
              <span aria-hidden="true">✓</span> {feature}
            </li>
          ))}
        </ul>
        <LandingButton to="/opprett-konto" tone={highlighted ? 'primary' : 'secondary'} label={plan.button} />
      </article>
    </li>
  );
}

/** /pricing: Starter (0 kr/mnd) and Pro (499 kr/mnd); 'Velg Pro' goes to /opprett-konto. */
export default function PricingPage() {
  return (
    <div className="landing">
      <LandingIntro id="pricing-title" title={pricing.title} lead={pricing.intro}>
        <ul className="pricing-plans">
          <PlanCard plan={pricing.starter} highlighted={false} />
          <PlanCard plan={pricing.pro} highlighted />
        </ul>
      </LandingIntro>
    </div>
  );
}
