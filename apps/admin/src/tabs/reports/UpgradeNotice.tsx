import { reports } from '@ferieplan/texts';

/** What Starter sees on the Rapporter tab: what Pro gives, and the way to it. */
export function UpgradeNotice({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <section className="admin-card admin-upgrade" aria-labelledby="reports-upgrade-title">
      <h2 id="reports-upgrade-title" className="admin-upgrade__title">
        {reports.upgradeTitle}
      </h2>
      <p>{reports.upgradeText}</p>
      <ul className="reports-features">
        {reports.upgradeFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button type="button" className="fp-button" onClick={onUpgrade}>
        {reports.upgradeButton}
      </button>
    </section>
  );
}
