import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Organization } from '@ferieplan/contracts';
import { changedBy, invitationsApi, useApiMutation } from '@ferieplan/api-client';
import { rememberOrganizationNames, selectOrganization } from '@ferieplan/auth-store';
import { organizations as texts } from '@ferieplan/texts';
import { Card, EmptyState, Spinner, StatusBadge } from '@ferieplan/ui';
import { useOrganizationsData } from '../organizations/useOrganizationsData.js';
import { CreateOrganizationModal } from '../organizations/CreateOrganizationModal.js';
import { invitationView } from '../organizations/invitation-status.js';
import { AccountSection } from '../account/AccountSection.js';
import { usePrefetchDashboards } from '../organizations/usePrefetchDashboards.js';
import {
  JoinableOrganizationCards,
  useJoinableOrganizations,
} from '../organizations/JoinableOrganizations.js';
import { EmailConfirmationNotice } from '../account/EmailConfirmationNotice.js';

/**
 * A card that opens an organisation's dashboard. Its accessible name comes from its content: the action
 * with the organisation's name (read, not shown), then the rest of what the card shows, so the name
 * contains every visible word (WCAG 2.5.3; an aria-label of the action alone left out org.nr and plan).
 */
function OrganizationCard(props: { name: string; label: string; onOpen: () => void; children?: ReactNode }) {
  return (
    <li>
      <button type="button" className="fp-card orgs-card" onClick={props.onOpen}>
        <span className="fp-visually-hidden">{props.label}</span>
        <span className="orgs-card__name" aria-hidden="true">
          {props.name}
        </span>
        {props.children}
      </button>
    </li>
  );
}

/** /organizations ('Dine organisasjoner'): own, joined and invited organisations. */
export default function OrganizationsPage() {
  const navigate = useNavigate();
  const { own, joined, invitations, loading } = useOrganizationsData();
  const joinable = useJoinableOrganizations();
  const [creating, setCreating] = useState(false);
  const acceptInvitation = useApiMutation(invitationsApi.accept, changedBy.memberships, {
    success: texts.accepted,
    failure: { fallback: texts.acceptFailed, notLoggedIn: texts.loginToAccept },
  });
  const accepting = acceptInvitation.isPending ? acceptInvitation.variables : null;
  usePrefetchDashboards({ admin: own.length > 0, member: joined.length > 0 });
  // The admin dashboard's next first frame names the selected one of these (first-frame/).
  useEffect(() => {
    if (!loading) rememberOrganizationNames(own, { replace: true });
  }, [own, loading]);

  const open = (id: string, path: '/admindashboard' | '/dashboard') => {
    selectOrganization(id);
    navigate(path);
  };

  const created = (organization: Organization) => {
    setCreating(false);
    open(organization.id, '/admindashboard');
  };

  return (
    <div className="fp-container orgs">
      <h1>{texts.title}</h1>
      {loading ? (
        <Spinner showLabel size="large" />
      ) : (
        <>
          <ul className="orgs-grid" aria-label={texts.title}>
            {own.map((organization) => (
              <OrganizationCard
                key={organization.id}
                name={organization.name}
                label={texts.openAdmin(organization.name)}
                onOpen={() => open(organization.id, '/admindashboard')}
              >
                <span>
                  {texts.orgnr}: {organization.orgnr ?? texts.orgnrMissing}
                </span>
                <span>
                  {texts.plan}: {organization.plan}
                </span>
              </OrganizationCard>
            ))}
            <li>
              <button
                type="button"
                className="fp-card orgs-card orgs-card--new"
                onClick={() => setCreating(true)}
              >
                <span aria-hidden="true" className="orgs-card__plus">
                  +
                </span>
                {texts.createCard}
              </button>
            </li>
          </ul>
          {own.length === 0 ? <p className="orgs-empty">{texts.noOrganizations}</p> : null}

          <section aria-labelledby="joined-title" className="orgs-section">
            <h2 id="joined-title">{texts.joinedTitle}</h2>
            {joined.length === 0 ? (
              <EmptyState title={texts.noOrganizations} />
            ) : (
              <ul className="orgs-grid">
                {joined.map((organization) => (
                  <OrganizationCard
                    key={organization.id}
                    name={organization.name}
                    label={texts.openDashboard(organization.name)}
                    onOpen={() => open(organization.id, '/dashboard')}
                  />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="invited-title" className="orgs-section">
            <h2 id="invited-title">{texts.invitedTitle}</h2>
            <EmailConfirmationNotice />
            {invitations.length === 0 && joinable.length === 0 ? (
              <EmptyState title={texts.noInvitations} />
            ) : (
              <ul className="orgs-grid">
                {invitations.map((invitation) => {
                  const view = invitationView(invitation.status);
                  return (
                    <li key={invitation.id}>
                      <Card as="article" className="orgs-card">
                        <h3 className="orgs-card__name">{invitation.organizationName}</h3>
                        <span>{texts.invitedAs(invitation.email)}</span>
                        <span>
                          <StatusBadge tone={view.tone}>{view.label}</StatusBadge>
                        </span>
                        {view.canAccept ? (
                          <button
                            type="button"
                            className="fp-button"
                            onClick={() => acceptInvitation.mutate(invitation.id)}
                            disabled={accepting !== null}
                          >
                            {accepting === invitation.id ? texts.accepting : texts.accept}
                          </button>
                        ) : (
                          <span className="orgs-card__note">{view.note}</span>
                        )}
                      </Card>
                    </li>
                  );
                })}
                <JoinableOrganizationCards joinable={joinable} />
              </ul>
            )}
          </section>

          <AccountSection />
        </>
      )}
      {creating && <CreateOrganizationModal onClose={() => setCreating(false)} onCreated={created} />}
    </div>
  );
}
