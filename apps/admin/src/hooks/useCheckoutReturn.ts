import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Organization } from '@ferieplan/contracts';
import { organizationsApi } from '@ferieplan/api-client';
import { adminSettings } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { pollUntil } from '../logic/retry.js';
import { isProPlan } from '../logic/starter-limit.js';

const POLL_INTERVAL_MS = 1000;
const POLL_MAX_MS = 15000;

/**
 * Back from Stripe Checkout (?checkout=success): the webhook that sets Pro may arrive a moment after
 * the redirect, so the organisation is re-read every second for up to 15 s. ?checkout=cancel just says so.
 * Returns true while confirming.
 */
export function useCheckoutReturn(organization: Organization, onOrganizationChange: (organization: Organization) => void): boolean {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const [confirming, setConfirming] = useState(outcome === 'success' && !isProPlan(organization.plan));
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
    if (outcome !== 'success') {
      notify.info(adminSettings.upgradeCancelled);
      return;
    }
    setConfirming(true);
    void pollUntil(() => organizationsApi.get(organization.id), (fresh) => isProPlan(fresh.plan), POLL_INTERVAL_MS, POLL_MAX_MS).then(
      ({ value, done }) => {
        if (value) onOrganizationChange(value);
        if (done) notify.success(adminSettings.upgradeDone);
        else notify.info(adminSettings.upgradePending);
        setConfirming(false);
      },
    );
    // Runs once per return from checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  return confirming;
}
