// Starter: what Pro adds here. Only an admin can buy it (checkout is an admin action), so a member
// is told that their admin can upgrade, and may read about Pro.
import { Link } from 'react-router-dom';
import { planningPanel as texts } from '@ferieplan/texts/planning-panel';

export function ProNotice({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="emp-planning__pro" data-testid="planning-pro-notice">
      <p className="emp-panel__notice">{texts.proOnly}</p>
      {isAdmin ? (
        <Link to="/admindashboard?tab=settings" className="fp-button fp-button--secondary">
          {texts.upgrade}
        </Link>
      ) : (
        <>
          <p className="emp-panel__notice">{texts.adminCanUpgrade}</p>
          <Link to="/pricing" className="fp-link">
            {texts.readAboutPro}
          </Link>
        </>
      )}
    </div>
  );
}
