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
