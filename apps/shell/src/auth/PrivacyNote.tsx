import { Link } from 'react-router-dom';
import { privacyLinks } from '@ferieplan/texts';

/** Under the sign-up forms: where to read how personal data is handled before creating an account. */
export function PrivacyNote() {
  return (
    <p className="auth-switch auth-privacy">
      <Link to="/personvern">{privacyLinks.signup}</Link>
    </p>
  );
}
