import { useSearchParams } from 'react-router-dom';
import { EmailSignup } from '../auth/EmailSignup.js';
import { InvitationSignup } from '../auth/InvitationSignup.js';

/** /opprett-konto: normal sign-up, or invitation completion with ?invitation=TOKEN. */
export default function SignupPage() {
  const [params] = useSearchParams();
  const token = params.get('invitation');
  return token !== null ? <InvitationSignup token={token} /> : <EmailSignup />;
}
