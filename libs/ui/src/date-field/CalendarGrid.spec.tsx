import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CalendarGrid } from './CalendarGrid.js';

const render = (start: string, min?: string, max?: string, selected: string | null = null) =>
  renderToStaticMarkup(
    <CalendarGrid
      label="Kalender"
      selected={selected}
      start={start}
      min={min}
      max={max}
      onPick={() => {}}
      onClose={() => {}}
    />,
  );
const cell = (html: string, day: string) => {
  const match = new RegExp(`<td[^>]*data-day="${day}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no cell ${day}`);
  return match[0];
};

describe('CalendarGrid', () => {
  it('is a labelled dialog with a Monday-first grid and the Norwegian month', () => {
    const html = render('2027-01-15', '2027-01-01', '2027-12-31');
    expect(html).toMatch(/role="dialog" aria-modal="false" aria-label="Kalender"/);
    expect(html).toContain('role="grid"');
    expect(html).toMatch(/aria-live="polite">januar 2027</);
    const headers = [...html.matchAll(/<th scope="col" abbr="([^"]+)">([^<]+)<\/th>/g)].map(
      (m) => `${m[2]}/${m[1]}`,
    );
    expect(headers).toEqual([
      'Man/mandag',
      'Tir/tirsdag',
      'Ons/onsdag',
      'Tor/torsdag',
      'Fre/fredag',
      'Lør/lørdag',
      'Søn/søndag',
    ]);
  });

  it('reads each day in full (with the public holiday), one day focusable, the chosen one selected', () => {
    const html = render('2027-01-15', '2027-01-01', '2027-12-31', '2027-01-15');
    expect(cell(html, '2027-01-01')).toContain('aria-label="fredag 1. januar 2027, Første nyttårsdag"');
    expect(cell(html, '2027-01-15')).toContain('tabindex="0"');
    expect(cell(html, '2027-01-15')).toContain('aria-selected="true"');
    expect(cell(html, '2027-01-14')).toContain('tabindex="-1"');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it('disables days outside the bounds and the month buttons at them', () => {
    const html = render('2027-07-08', '2027-07-06', '2027-07-31');
    expect(cell(html, '2027-07-05')).toContain('aria-disabled="true"');
    expect(cell(html, '2027-07-06')).not.toContain('aria-disabled');
    const navButtons = [...html.matchAll(/<button[^>]*aria-label="(Forrige|Neste) måned"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(navButtons).toHaveLength(2);
    for (const button of navButtons) expect(button).toContain('disabled=""');
  });
});
