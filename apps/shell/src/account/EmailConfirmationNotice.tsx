import { useState } from 'react';
import {
  authErrorMessage,
  refreshEmailVerified,
  sendVerificationEmail,
  useAuth,
} from '@ferieplan/auth-store';
import { domainJoin as texts } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { useQueryClient } from '@tanstack/react-query';

/**
 * For a person who signed up by e-mail and has not confirmed the address (issue 26): the API accepts an
 * invitation only from a confirmed address or with the invitation's own link, and joins by domain only
 * from a confirmed one. Says so, sends the confirmation mail again, and rechecks once they have followed it.
 */
export function EmailConfirmationNotice() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  if (!user?.email || user.emailVerified !== false) return null;
  const email = user.email;

  const resend = async () => {
    setBusy('send');
    try {
      await sendVerificationEmail();
      notify.success(texts.resent(email));
    } catch (error) {
      console.error(error);
      notify.error(authErrorMessage(error, texts.resendFailed));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      if (await refreshEmailVerified()) await queryClient.invalidateQueries();
      else notify.warning(texts.stillUnconfirmed);
    } catch (error) {
      console.error(error);
      notify.error(authErrorMessage(error, texts.stillUnconfirmed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="fp-card" style={{ marginBottom: '1rem' }} aria-labelledby="confirm-email-title">
      <h3 id="confirm-email-title">{texts.unconfirmedTitle}</h3>
      <p>{texts.unconfirmedText(email)}</p>
      <div>
        <button type="button" className="fp-button" onClick={() => void resend()} disabled={busy !== null}>
          {busy === 'send' ? texts.resending : texts.resend}
        </button>{' '}
        <button
          type="button"
          className="fp-button fp-button--secondary"
          onClick={() => void check()}
          disabled={busy !== null}
        >
          {texts.confirmedCheck}
        </button>
      </div>
    </section>
  );
}
