import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Legend } from './Legend.js';

describe('Legend', () => {
  it("lists 'Underbemannet' with its own swatch where minimum staffing exists (Pro)", () => {
    const html = renderToStaticMarkup(<Legend understaffed />);
    expect(html).toContain('staffing-day--understaffed');
    expect(html).toContain('Underbemannet');
  });

  it('leaves it out on Starter, where no day can be marked so', () => {
    const html = renderToStaticMarkup(<Legend understaffed={false} />);
    expect(html).not.toContain('Underbemannet');
    for (const text of ['Helligdag', 'Helg', 'Ferie', 'Full bemanning']) expect(html).toContain(text);
  });
});

describe('Legend: other kinds (issue 24)', () => {
  it("'Fravær' and an entry per kind in its own colour, after Ferie", () => {
    const html = renderToStaticMarkup(<Legend understaffed={false} kinds={['Avspasering', 'Annet']} />);
    const items = [...html.matchAll(/<\/span>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual([
      'Helligdag',
      'Helg',
      'Ferie',
      'Fravær',
      'Full bemanning',
      'Avspasering',
      'Annet fravær',
    ]);
    expect(html).toContain('staffing-kind staffing-kind--Avspasering');
  });

  it("no kinds in use: the spec's legend", () => {
    expect(renderToStaticMarkup(<Legend understaffed={false} />)).not.toContain('Fravær');
  });
});

describe('Legend: sick days of colleagues (issue 25)', () => {
  it("explains 'Fravær' without listing a kind", () => {
    const html = renderToStaticMarkup(<Legend understaffed={false} kinds={[]} absence />);
    expect(html).toContain('Fravær');
    expect(html).not.toMatch(/Egenmelding|Sykmelding/);
  });
});
