import { useId } from 'react';

/** The catalogue entries of one Pro screen's notice (reports, adminPlanning). */
export interface UpgradeTexts {
  upgradeTitle: string;
  upgradeText: string;
  upgradeFeatures: readonly string[];
  upgradeButton: string;
}

interface UpgradeNoticeProps {
  texts: UpgradeTexts;
  /** Opens the settings tab, where the Pro upgrade starts. */
  onUpgrade: () => void;
}

/** What Starter sees instead of a Pro screen: what Pro gives, and the way to it. */
export function UpgradeNotice({ texts, onUpgrade }: UpgradeNoticeProps) {
  const id = useId();
  return (
    <section className="admin-card admin-upgrade" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-upgrade__title">
        {texts.upgradeTitle}
      </h2>
      <p>{texts.upgradeText}</p>
      <ul className="admin-upgrade__features">
        {texts.upgradeFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button type="button" className="fp-button" onClick={onUpgrade}>
        {texts.upgradeButton}
      </button>
    </section>
  );
}
