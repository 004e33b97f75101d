import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './render.js';

describe('mail rendering', () => {
  const content = {
    subject: 'Hei <b>Ola</b>',
    heading: 'Hei <b>Ola</b>',
    paragraphs: ['<img src=x onerror=alert(1)> & "venner"'],
    action: { label: 'Åpne', url: 'https://ferieplan.test/opprett-konto?invitation=abc&x="y"' },
    notes: ['Gyldig i 7 dager'],
    unsubscribe: { line: 'Ikke flere?', label: 'Slå av', url: 'https://api.test/u/1' },
    signature: 'Hilsen Ferieplan',
    footer: 'Automatisk',
  };

  it('escapes every value in the HTML part and keeps the text part as typed', () => {
    const { html, text } = renderMail(content);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;venner&quot;');
    expect(html).toContain('href="https://ferieplan.test/opprett-konto?invitation=abc&amp;x=&quot;y&quot;"');
    expect(text).toContain('<img src=x onerror=alert(1)> & "venner"');
    expect(text).toContain('Åpne: https://ferieplan.test/opprett-konto?invitation=abc&x="y"');
    expect(text).toContain('Ikke flere? Slå av: https://api.test/u/1');
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
