// The fake's pages: the install consent ('Tillat') and the workspace view (what was posted, with the
// DM buttons that can be pressed, and the Teams cards received). Plain, Norwegian, easy to drive.
import { escapeHtml, fakePage } from '../kit/fake-page.mjs';

const SLACK_STYLES = `  article { border: 1px solid #d0d4da; border-radius: 6px; padding: 0.75rem; margin: 0.75rem 0; }
  .meta { color: #4a5160; font-size: 0.875rem; }
  .actions { display: flex; gap: 0.5rem; margin-top: 0.5rem; }
  form { margin: 0; display: inline; }
  button { font: inherit; padding: 0.4rem 1rem; border-radius: 6px; cursor: pointer; border: 2px solid #1d4ed8; background: #fff; color: #1d4ed8; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.danger { border-color: #b91c1c; color: #b91c1c; }
  button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }`;

const layout = (title, body) => fakePage({ title, width: '48rem', styles: SLACK_STYLES, body });

/** Slack's install consent for the workspace: 'Tillat' sends the browser back with a code. */
export function renderInstallPage({ team, scopes, approveUrl, cancelUrl }) {
  return layout(
    'Installer Ferieplan – Slack (lokal etterligning)',
    `<p class="notice">Lokal etterligning av Slack – ingenting sendes til ekte Slack.</p>
<h1>Ferieplan ber om tilgang til ${escapeHtml(team.name)}</h1>
<p>Rettigheter: ${scopes.map(escapeHtml).join(', ')}</p>
<div class="actions">
  <form method="post" action="${escapeHtml(approveUrl)}"><button class="primary" type="submit">Tillat</button></form>
  <a href="${escapeHtml(cancelUrl)}">Avbryt</a>
</div>`,
  );
}

function messageHtml(message, names) {
  const where = message.channel.startsWith('U')
    ? `Direktemelding til ${escapeHtml(names.get(message.channel) ?? message.channel)}`
    : `#${escapeHtml(names.get(message.channel) ?? message.channel)}`;
  const buttons = (message.blocks ?? [])
    .filter((block) => block.type === 'actions')
    .flatMap((block) => block.elements ?? [])
    .map(
      (element) => `<form method="post" action="/press">
  <input type="hidden" name="ts" value="${escapeHtml(message.ts)}">
  <input type="hidden" name="action_id" value="${escapeHtml(element.action_id)}">
  <button type="submit" class="${element.style === 'primary' ? 'primary' : element.style === 'danger' ? 'danger' : ''}">${escapeHtml(element.text?.text ?? element.action_id)}</button>
</form>`,
    )
    .join('');
  return `<article aria-label="${where}">
  <p class="meta">${where}${message.edited ? ' · endret' : ''}</p>
  <p>${escapeHtml(message.text)}</p>
  ${buttons ? `<div class="actions">${buttons}</div>` : ''}
  ${message.reply ? `<p role="status">${escapeHtml(message.reply)}</p>` : ''}
</article>`;
}

/** Everything posted to the workspace, newest first, and the Teams cards received. */
export function renderWorkspacePage({ team, messages, names, teamsCards, installed, revoked }) {
  const posts = messages.length
    ? [...messages]
        .reverse()
        .map((message) => messageHtml(message, names))
        .join('')
    : '<p>Ingenting er lagt ut ennå.</p>';
  const cards = teamsCards.length
    ? [...teamsCards]
        .reverse()
        .map((card) => {
          const content = card.body?.attachments?.[0]?.content ?? {};
          const texts = (content.body ?? []).map((block) => escapeHtml(block.text ?? '')).join(' – ');
          const links = (content.actions ?? [])
            .map((action) => `<a href="${escapeHtml(action.url)}">${escapeHtml(action.title)}</a>`)
            .join(' ');
          return `<article aria-label="Teams-kort"><p class="meta">Teams (${escapeHtml(card.path)})</p><p>${texts}</p><p>${links}</p></article>`;
        })
        .join('')
    : '<p>Ingen kort mottatt ennå.</p>';
  return layout(
    `${team.name} – Slack (lokal etterligning)`,
    `<p class="notice">Lokal etterligning av Slack og Microsoft Teams – ingenting sendes til ekte tjenester.</p>
<h1>Slack-arbeidsområdet ${escapeHtml(team.name)}</h1>
<p>Installasjoner: ${installed} · Tilbakekalte tokener: ${revoked}</p>
<form method="post" action="/command">
  <label>Kjør /ferie som (e-post) <input name="email" type="email" required></label>
  <button type="submit">Kjør /ferie</button>
</form>
<h2>Meldinger</h2>
${posts}
<h2>Microsoft Teams</h2>
${cards}`,
  );
}
