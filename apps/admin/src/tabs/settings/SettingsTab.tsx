import { lazy, Suspense, useEffect, useId, type FormEvent } from 'react';
import type { Organization } from '@ferieplan/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  changedBy,
  organizationQueries,
  organizationsApi,
  paymentApi,
  useApiMutation,
} from '@ferieplan/api-client';
import { adminSettings } from '@ferieplan/texts';
import { Field, Spinner, StatusBadge, useFieldState } from '@ferieplan/ui';
import { NameField } from '../../components/NameField.js';
import { isProPlan } from '@ferieplan/vacation-rules';
import { AbsenceKindsCard } from './AbsenceKindsCard.js';
import { ApprovalSettingsCard } from './ApprovalSettingsCard.js';
import { DeleteOrganizationSection } from './DeleteOrganizationSection.js';
import { EmploymentSettingsCard } from './EmploymentSettingsCard.js';
import { PlanningSettingsPlaceholder } from './PlanningSettingsPlaceholder.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { AdminCard } from '../../components/AdminCard.js';

// Its own chunk (the dd.mm parsing and the planning rules): the dashboard's first load does not carry it.
const PlanningSettingsCard = lazy(() => import('./PlanningSettingsCard.js'));
// The integrations' cards (issue 27) sit below the fold: their own chunks keep the dashboard's first load small.
const ApiKeysCard = lazy(() =>
  import('./ApiKeysCard.js').then((module) => ({ default: module.ApiKeysCard })),
);
const DomainsCard = lazy(() =>
  import('./DomainsCard.js').then((module) => ({ default: module.DomainsCard })),
);
const WebhooksCard = lazy(() =>
  import('./WebhooksCard.js').then((module) => ({ default: module.WebhooksCard })),
);
// Slack and Microsoft Teams (issue 29): chunks of their own, like the cards above.
const SlackCard = lazy(() => import('./SlackCard.js').then((module) => ({ default: module.SlackCard })));
const TeamsCard = lazy(() => import('./TeamsCard.js').then((module) => ({ default: module.TeamsCard })));

interface SettingsTabProps {
  organization: Organization;
  onOrganizationChange: (organization: Organization) => void;
  /** True while the plan change after checkout is awaited. */
  confirmingUpgrade: boolean;
}

export function SettingsTab({ organization, onOrganizationChange, confirmingUpgrade }: SettingsTabProps) {
  const id = useId();
  const name = useFieldState(organization.name);
  const rename = useApiMutation(
    (trimmed: string) =>
      organizationsApi.update(organization.id, { name: trimmed }, adminSettings.saveFailed),
    () => changedBy.organization(organization.id),
    { success: adminSettings.saved, failure: { fallback: adminSettings.saveFailed } },
  );
  const saving = rename.isPending;
  // Off to Stripe Checkout: the button stays busy until the browser has left.
  const upgrade = useApiMutation(
    async () => {
      const { url } = await paymentApi.createCheckoutSession({
        organizationId: organization.id,
        planType: 'pro',
      });
      window.location.assign(url);
    },
    changedBy.nothing,
    { failure: { fallback: adminSettings.upgradeFailed } },
  );
  const upgrading = upgrade.isPending || upgrade.isSuccess;

  // Re-read on entry: the plan or name may have changed elsewhere (another admin, the payment webhook).
  // Not kept after leaving the tab: an old copy would briefly undo a plan change seen meanwhile.
  const fresh = useQuery({ ...organizationQueries.one(organization.id), gcTime: 0 }).data;
  useEffect(() => {
    if (fresh) onOrganizationChange(fresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh]);

  const { setValue: setName } = name;
  useEffect(() => setName(organization.name), [organization.name, setName]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.value.trim();
    if (!trimmed) {
      name.setError(adminSettings.nameBlank);
      return;
    }
    name.setError(null);
    rename.mutate(trimmed, { onSuccess: () => onOrganizationChange({ ...organization, name: trimmed }) });
  };

  const pro = isProPlan(organization.plan);
  // The plan's card holds the upgrade: the Pro cards above bring its button into view and focus.
  const showUpgrade = () => {
    const button = document.getElementById(`${id}-upgrade`);
    button?.scrollIntoView({ block: 'center' });
    button?.focus();
  };
  const planName = organization.plan?.trim() || adminSettings.planUnknown;

  return (
    <div className="admin-settings">
      <AdminCard title={adminSettings.title}>
        <form className="admin-form" onSubmit={save} noValidate>
          <NameField label={adminSettings.nameLabel} {...name.bind} disabled={saving} />
          <Field
            label={adminSettings.orgnrLabel}
            hint={adminSettings.orgnrHint}
            value={organization.orgnr || adminSettings.orgnrMissing}
            readOnly
          />
          <SubmitButton busy={saving} label={adminSettings.save} busyLabel={adminSettings.saving} />
        </form>
      </AdminCard>

      <ApprovalSettingsCard organizationId={organization.id} />

      <EmploymentSettingsCard organizationId={organization.id} />

      <AbsenceKindsCard organizationId={organization.id} onUpgrade={showUpgrade} />

      <Suspense fallback={<PlanningSettingsPlaceholder />}>
        <PlanningSettingsCard organizationId={organization.id} />
      </Suspense>

      <Suspense fallback={<Spinner />}>
        <ApiKeysCard organizationId={organization.id} pro={pro} onUpgrade={showUpgrade} />
        <WebhooksCard organizationId={organization.id} pro={pro} onUpgrade={showUpgrade} />
        <DomainsCard organizationId={organization.id} />
        <SlackCard organizationId={organization.id} pro={pro} onUpgrade={showUpgrade} />
        <TeamsCard organizationId={organization.id} pro={pro} onUpgrade={showUpgrade} />
      </Suspense>

      <section className="admin-card" aria-labelledby={`${id}-plan`}>
        <h2 id={`${id}-plan`} className="admin-section__title">
          {adminSettings.planTitle}
        </h2>
        <p className="admin-plan">
          <span className="admin-plan__name">{planName}</span>
          {pro && <StatusBadge tone="success">{adminSettings.proBadge}</StatusBadge>}
        </p>
        {confirmingUpgrade && !pro && (
          <p role="status" className="admin-plan__confirming">
            <Spinner /> {adminSettings.upgradeConfirming}
          </p>
        )}
        {!pro && (
          <div className="admin-upgrade">
            <h3 className="admin-upgrade__title">{adminSettings.upgradeTitle}</h3>
            <p>{adminSettings.upgradeText}</p>
            <button
              id={`${id}-upgrade`}
              type="button"
              className="fp-button"
              disabled={upgrading || confirmingUpgrade}
              onClick={() => upgrade.mutate()}
            >
              {upgrading ? adminSettings.upgrading : adminSettings.upgradeButton}
            </button>
          </div>
        )}
      </section>

      <DeleteOrganizationSection organization={organization} />
    </div>
  );
}
