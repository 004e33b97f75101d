import { admin } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';

/**
 * The 'Ferieplanlegging' card's place while its chunk and settings load: the card holds its grid slot
 * from the first render, so the plan card beside it does not jump (and no click lands on the wrong
 * button) when the settings arrive.
 */
export function PlanningSettingsPlaceholder() {
  return (
    <section className="admin-card" aria-busy="true">
      <h2 className="admin-section__title">{admin.tabs.planning}</h2>
      <Spinner />
    </section>
  );
}
