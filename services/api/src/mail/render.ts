/** Everything a user typed goes through this before it is put into HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The content of one e-mail: lines of plain text (never HTML) and at most one button. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller lines at the bottom (validity, unsubscribe). */
  notes?: string[];
  unsubscribe?: { line: string; label: string; url: string };
  signature: string;
  footer: string;
}

/** The plain-text and the HTML part of one mail, from the same content. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes ?? []).flatMap((n) => [n, '']),
    content.signature,
    '',
    ...(content.unsubscribe
      ? [`${content.unsubscribe.line} ${content.unsubscribe.label}: ${content.unsubscribe.url}`]
      : []),
    content.footer,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${e(p)}</p>`).join('\n')}
${content.action ? `<p style="margin:20px 0"><a href="${e(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${e(content.action.label)}</a></p>\n<p style="margin:0 0 12px;font-size:13px;color:#52606d;word-break:break-all">${e(content.action.url)}</p>` : ''}
${(content.notes ?? []).map((n) => `<p style="margin:0 0 12px;font-size:13px;color:#52606d">${e(n)}</p>`).join('\n')}
<p style="margin:16px 0 0">${e(content.signature)}</p>
</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#7b8794">${content.unsubscribe ? `${e(content.unsubscribe.line)} <a href="${e(content.unsubscribe.url)}" style="color:#52606d">${e(content.unsubscribe.label)}</a><br>` : ''}${e(content.footer)}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}
