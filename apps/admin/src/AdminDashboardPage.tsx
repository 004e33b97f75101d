import { common } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';
import { useAdminSession } from './hooks/useAdminSession.js';
import { AdminDashboard } from './AdminDashboard.js';
// The page box and header, shared with the shell's first frame; before admin.css, which refines them.
import '@ferieplan/ui/dashboard-headers/admin.css';
import './admin.css';

/** /admindashboard: resolves the session and organisation, then shows the five tabs. */
export default function AdminDashboardPage() {
  const [session, setOrganization] = useAdminSession();

  if (session.state === 'loading') {
    return (
      <div className="admin-page admin-page--center">
        <Spinner label={common.loading} />
      </div>
    );
  }
  if (session.state === 'error') {
    return (
      <div className="admin-page">
        <p role="alert" className="admin-alert admin-alert--error">
          {session.message}
        </p>
      </div>
    );
  }
  return <AdminDashboard organization={session.organization} onOrganizationChange={setOrganization} />;
}
