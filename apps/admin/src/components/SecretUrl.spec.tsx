import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { secretUrlTexts } from '@ferieplan/texts/planning-tab';
import { SecretUrl } from './SecretUrl.js';

describe('SecretUrl', () => {
  it('shows the URL read-only under its label, with the hint and a copy button', () => {
    const url = 'https://api.example.no/api/CalendarFeeds/ical/abc.ics';
    const html = renderToStaticMarkup(
      <SecretUrl label="Hemmelig kalenderlenke" url={url} hint="Vises bare nå." />,
    );
    const id = /<label for="([^"]+)">Hemmelig kalenderlenke<\/label>/.exec(html)![1];
    const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)![0];
    expect(input).toContain('readOnly=""');
    expect(input).toContain(`value="${url}"`);
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain('Vises bare nå.');
    expect(html).toContain(`>${secretUrlTexts.copy}</button>`);
  });
});
