import type { CheckoutSession, CreateCheckoutSessionBody } from '@ferieplan/contracts';
import { adminSettings } from '@ferieplan/texts';
import { apiRequest } from './http.js';

export const paymentApi = {
  /** Starts a Stripe Checkout for the Pro plan; the browser then goes to `url`. */
  createCheckoutSession: (body: CreateCheckoutSessionBody) =>
    apiRequest<CheckoutSession>('POST', '/api/Payment/create-checkout-session', {
      body,
      fallbackMessage: adminSettings.upgradeFailed,
    }),
};
