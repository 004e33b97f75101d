import { authErrorMessage } from '@ferieplan/auth-store';
import { auth, microsoftSignIn } from '@ferieplan/texts';

/** 'Kunne ikke logge inn med Google' (spec), followed by the reason when Firebase gave a known one. */
export function googleErrorMessage(error: unknown): string {
  const reason = authErrorMessage(error, '');
  return reason ? `${auth.googleFailed}. ${reason}` : auth.googleFailed;
}

/** 'Kunne ikke logge inn med Microsoft', followed by the reason when Firebase gave a known one. */
export function microsoftErrorMessage(error: unknown): string {
  const reason = authErrorMessage(error, '');
  return reason ? `${microsoftSignIn.failed}. ${reason}` : microsoftSignIn.failed;
}
