import { useId } from 'react';

interface UpgradeNoticeProps {
  title: string;
  text: string;
  features: readonly string[];
  buttonLabel: string;
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

/** What Starter sees instead of a Pro screen: what Pro gives, and the way to it. */
export function UpgradeNotice({ title, text, features, buttonLabel, onUpgrade }: UpgradeNoticeProps) {
  const id = useId();
  return (
    <section className="admin-card admin-upgrade" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-upgrade__title">
        {title}
      </h2>
      <p>{text}</p>
      <ul className="admin-upgrade__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button type="button" className="fp-button" onClick={onUpgrade}>
        {buttonLabel}
      </button>
    </section>
  );
}
