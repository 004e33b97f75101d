import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { Invitation, Organization } from '@ferieplan/contracts';
import { ApiError, invitationsApi } from '@ferieplan/api-client';
import { organizations as texts } from '@ferieplan/texts';
import { Card, EmptyState, Spinner, StatusBadge } from '@ferieplan/ui';
import { storeSelectedOrganization } from '../lib/selected-organization.js';
import { useOrganizationsData } from '../organizations/use-organizations-data.js';
import { CreateOrganizationModal } from '../organizations/CreateOrganizationModal.js';
import { invitationView } from '../organizations/invitation-status.js';

/** /organizations ('Dine organisasjoner'): own, joined and invited organisations. */
export default function OrganizationsPage() {
  const navigate = useNavigate();
  const { own, joined, invitations, loading, reload } = useOrganizationsData();
  const [creating, setCreating] = useState(false);
  const [accepting, setAccepting] = useState<string | null>(null);

  const open = (id: string, path: '/admindashboard' | '/dashboard') => {
    storeSelectedOrganization(id);
    navigate(path);
  };

  const created = (organization: Organization) => {
    setCreating(false);
    toast.success(texts.created);
    open(organization.id, '/admindashboard');
  };

  const accept = async (invitation: Invitation) => {
    setAccepting(invitation.id);
    try {
      await invitationsApi.accept(invitation.id);
      toast.success(texts.accepted);
      await reload();
    } catch (error) {
      console.error(error);
      toast.error(
        error instanceof ApiError ? (error.status === 401 ? texts.loginToAccept : error.message) : texts.acceptFailed,
      );
    } finally {
      setAccepting(null);
    }
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
              <li key={organization.id}>
                <button
                  type="button"
                  className="fp-card orgs-card"
                  onClick={() => open(organization.id, '/admindashboard')}
                  aria-label={texts.openAdmin(organization.name)}
                >
                  <span className="orgs-card__name">{organization.name}</span>
                  <span>
                    {texts.orgnr}: {organization.orgnr ?? texts.orgnrMissing}
                  </span>
                  <span>
                    {texts.plan}: {organization.plan}
                  </span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="fp-card orgs-card orgs-card--new" onClick={() => setCreating(true)}>
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
                  <li key={organization.id}>
                    <button
                      type="button"
                      className="fp-card orgs-card"
                      onClick={() => open(organization.id, '/dashboard')}
                      aria-label={texts.openDashboard(organization.name)}
                    >
                      <span className="orgs-card__name">{organization.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="invited-title" className="orgs-section">
            <h2 id="invited-title">{texts.invitedTitle}</h2>
            {invitations.length === 0 ? (
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
                            onClick={() => void accept(invitation)}
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
              </ul>
            )}
          </section>
        </>
      )}
      <CreateOrganizationModal open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}
