import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@ferieplan/contracts';
import { adminSettings } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { isProPlan } from '@ferieplan/vacation-rules';
import { checkoutPolling, mayPollAgain } from './session-queries.js';

/**
 * Back from Stripe Checkout (?checkout=success): the webhook that sets Pro may arrive a moment after
 * the redirect, so the organisation is re-read every second for up to 15 s. ?checkout=cancel just says so.
 * Returns true while confirming.
 */
export function useCheckoutReturn(
  organization: Organization,
  onOrganizationChange: (organization: Organization) => void,
): boolean {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  // When the confirmation began (ms); null: not confirming.
  const [since, setSince] = useState(() => (outcome === 'success' ? Date.now() : null));
  const polled = useQuery(checkoutPolling(organization.id, since));
  const fresh = polled.data;
  const confirmed = isProPlan(fresh?.plan);
  const finished = since !== null && (confirmed || (!polled.isFetching && !mayPollAgain(since)));

  const handled = useRef(false);
  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    // Clean the address once, right away (open on the settings tab): a later rewrite would yank the user
    // back from whatever tab they opened while the plan was being confirmed.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        next.delete('session_id');
        if (!next.has('tab')) next.set('tab', 'settings');
        return next;
      },
      { replace: true },
    );
    if (outcome !== 'success') notify.info(adminSettings.upgradeCancelled);
    // Runs once per return from checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  useEffect(() => {
    if (!finished) return;
    if (fresh) onOrganizationChange(fresh);
    if (confirmed) notify.success(adminSettings.upgradeDone);
    else notify.info(adminSettings.upgradePending);
    setSince(null);
    // Once, when the polling ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  return since !== null;
}
