import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { planningEmployee as texts } from '@ferieplan/texts';
import { StaffingWarningNote } from './StaffingWarningNote.js';

describe('StaffingWarningNote', () => {
  it('names the days and the minimum, never who is away, and says the request can still be sent', () => {
    const html = renderToStaticMarkup(
      <StaffingWarningNote warning={{ minimum: 2, days: ['2026-07-06', '2026-07-07'] }} />,
    );
    expect(html).toContain(texts.staffingWarning(2));
    expect(html).toContain('<li>6. juli 2026</li><li>7. juli 2026</li>');
    expect(html).toContain(texts.staffingWarningNote);
    expect(html).toContain('role="status"');
  });
});
