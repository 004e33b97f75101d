// The sandbox's stand-in for Stripe's hosted checkout page: plain, Norwegian, accessible, and easy
// for a browser test to drive (buttons named exactly 'Betal' and 'Avbryt').
import { escapeHtml, fakePage } from '../kit/fake-page.mjs';

const INTERVALS = { day: 'dag', week: 'uke', month: 'mnd', year: 'år' };

/** 'Ferieplan Pro – 499 kr/mnd' from the session's first line item. */
function describeLineItem(lineItem) {
  const priceData = lineItem?.price_data;
  if (!priceData) return lineItem?.price ? `Pris ${lineItem.price}` : 'Abonnement';
  const name = priceData.product_data?.name ?? 'Abonnement';
  const amount = Number(priceData.unit_amount ?? 0) / 100;
  const formatted = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(amount);
  const currency =
    String(priceData.currency ?? '').toLowerCase() === 'nok'
      ? 'kr'
      : String(priceData.currency ?? '').toUpperCase();
  const interval = priceData.recurring?.interval;
  return `${name} – ${formatted} ${currency}${interval ? `/${INTERVALS[interval] ?? interval}` : ''}`;
}

const CHECKOUT_STYLES = `  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  form { margin: 0; }
  button, a.button { font: inherit; padding: 0.65rem 1.4rem; border-radius: 6px; cursor: pointer; border: 2px solid #1d4ed8; text-decoration: none; display: inline-block; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.secondary, a.button { background: #fff; color: #1d4ed8; }
  button:focus-visible, a:focus-visible { outline: 3px solid #111; outline-offset: 2px; }`;

const layout = (title, body) => fakePage({ title, width: '28rem', styles: CHECKOUT_STYLES, body });

const NOTICE =
  '<p class="notice">Testmodus: lokal Stripe-sandkasse. Ingen ekte betaling blir gjennomført.</p>';

/** @param {{ session: any, lineItems: any[], subscription?: any }} input */
export function renderCheckoutPage({ session, lineItems, subscription }) {
  const item = describeLineItem(lineItems[0]);
  const base = `/checkout/${encodeURIComponent(session.id)}`;
  if (session.status === 'expired') {
    return layout(
      `Utløpt – ${item}`,
      `${NOTICE}
<h1>${escapeHtml(item)}</h1>
<p role="status">Betalingsøkten er utløpt. Start oppgraderingen på nytt fra Ferieplan.</p>
${session.cancel_url ? `<div class="actions"><a class="button" href="${escapeHtml(session.cancel_url)}">Tilbake til Ferieplan</a></div>` : ''}`,
    );
  }
  if (session.status === 'complete') {
    const canceled = subscription?.status === 'canceled';
    return layout(
      `Betaling fullført – ${item}`,
      `${NOTICE}
<h1>${escapeHtml(item)}</h1>
<p role="status">${canceled ? 'Abonnementet er avsluttet.' : 'Betalingen er fullført.'}</p>
<div class="actions">
  <a class="button" href="${escapeHtml(session.success_url)}">Tilbake til Ferieplan</a>
  ${
    subscription && !canceled
      ? `<form method="post" action="${base}/cancel-subscription"><button type="submit" class="secondary">Avslutt abonnement</button></form>`
      : ''
  }
</div>`,
    );
  }
  return layout(
    `Betaling – ${item}`,
    `${NOTICE}
<h1>${escapeHtml(item)}</h1>
<p>${session.mode === 'subscription' ? 'Abonnementet fornyes automatisk og kan sies opp når som helst.' : 'Engangsbetaling.'}</p>
<div class="actions">
  <form method="post" action="${base}/pay"><button type="submit" class="primary">Betal</button></form>
  <form method="post" action="${base}/cancel"><button type="submit" class="secondary">Avbryt</button></form>
</div>`,
  );
}

export function renderNotFoundPage() {
  return layout(
    'Fant ikke betalingen',
    `${NOTICE}<h1>Fant ikke betalingsøkten</h1><p>Lenken er ugyldig eller utløpt.</p>`,
  );
}
