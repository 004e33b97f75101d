import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { PRO_PRICE_NOK_PER_MONTH, type CheckoutSession } from '@ferieplan/contracts';
import { server, serverPayment } from '@ferieplan/texts';
import { isProPlan } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { conflict, notFound, upstreamFailed } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser } from '../auth/current-user.decorator.js';
import type { CreateCheckoutSessionDto } from './dto/create-checkout-session.dto.js';
import { PaymentRepository } from './payment.repository.js';
import { STRIPE_CLIENT, type StripeClient } from './stripe-client.js';

/** Repeated clicks within this window reuse one Checkout Session (Stripe idempotency key). */
const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
/** Stripe's shortest allowed session lifetime; short-lived sessions make a second, forgotten tab unpayable. */
const MIN_SESSION_LIFETIME_MS = 30 * 60 * 1000;

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Payment');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly access: OrganizationAccessService,
    @Inject(STRIPE_CLIENT) private readonly stripe: StripeClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createProCheckout(user: AuthUser, body: CreateCheckoutSessionDto): Promise<CheckoutSession> {
    const organizationId = body.organizationId;
    await this.access.requireAdmin(user.uid, organizationId);
    const organization = await this.payments.findCheckoutBilling(organizationId);
    if (!organization) throw notFound(server.organizationNotFound);
    if (isProPlan(organization.plan)) throw conflict(serverPayment.alreadyPro);

    // Same organisation, same window and no plan change since: the same session comes back.
    const window = Math.floor(Date.now() / ATTEMPT_WINDOW_MS);
    // Derived from the window (not from now) so a replayed request has identical parameters.
    const expiresAt = Math.ceil(((window + 1) * ATTEMPT_WINDOW_MS + MIN_SESSION_LIFETIME_MS) / 1000);
    const lastChange = organization.stripeEventAt ? new Date(organization.stripeEventAt).getTime() : 0;
    const idempotencyKey = `ferieplan-pro-checkout:${organizationId}:${window}:${lastChange}`;
    const dashboard = `${this.config.appOrigin}/admindashboard`;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      client_reference_id: organizationId,
      metadata: { organizationId },
      subscription_data: { metadata: { organizationId } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'nok',
            unit_amount: PRO_PRICE_NOK_PER_MONTH * 100,
            recurring: { interval: 'month' },
            product_data: { name: 'Ferieplan Pro' },
          },
        },
      ],
      // A returning customer keeps their Stripe customer (and saved cards).
      ...(organization.stripeCustomerId ? { customer: organization.stripeCustomerId } : {}),
      locale: 'nb',
      expires_at: expiresAt,
      success_url: `${dashboard}?checkout=success`,
      cancel_url: `${dashboard}?checkout=cancel`,
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await (await this.stripe()).checkout.sessions.create(params, { idempotencyKey });
    } catch (error) {
      this.logger.error(
        `Stripe checkout for ${organizationId} feilet: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw upstreamFailed(serverPayment.checkoutFailed);
    }
    if (!session.url) throw upstreamFailed(serverPayment.checkoutFailed);
    return { url: session.url };
  }
}
