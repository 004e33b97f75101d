import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WholeNumberField } from './WholeNumberField.js';

const input = (html: string) => /<input[^>]*>/.exec(html)![0];

describe('WholeNumberField', () => {
  it('takes whole numbers from 0 unless told otherwise', () => {
    const html = input(
      renderToStaticMarkup(<WholeNumberField label="Dager" max={100} value="25" readOnly />),
    );
    expect(html).toContain('type="number"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('step="1"');
    expect(html).toContain('min="0"');
    expect(html).toContain('max="100"');
  });

  it('keeps a lower limit it is given', () => {
    const html = input(renderToStaticMarkup(<WholeNumberField label="Minst" min={1} value="" readOnly />));
    expect(html).toContain('min="1"');
  });
});
