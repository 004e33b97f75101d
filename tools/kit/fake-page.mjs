// The page frame of the local stand-ins for outside services (tools/slack-fake, tools/stripe-sandbox):
// Norwegian, plain and accessible, with a notice that nothing reaches the real service.

/** Text for HTML content and attribute values. */
export const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * A whole page: `body` inside one card of at most `width`, under `title`; `styles` are the page's own
 * rules (buttons, lists) after the shared ones.
 */
export function fakePage({ title, width, styles, body }) {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #1a1a1a; }
  main { max-width: ${width}; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .notice { background: #fff4d6; border: 1px solid #8a6100; color: #4d3600; padding: 0.5rem 0.75rem; border-radius: 4px; }
${styles}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
