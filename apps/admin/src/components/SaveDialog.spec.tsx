import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { common } from '@ferieplan/texts';
import { SaveDialog } from './SaveDialog.js';

const noop = () => {};
const submitButton = (html: string) => /<button type="submit"[^>]*>([^<]*)<\/button>/.exec(html)!;

describe('SaveDialog', () => {
  it("confirms with 'Lagre' unless told, beside 'Avbryt'", () => {
    const html = renderToStaticMarkup(
      <SaveDialog title="Rediger" onClose={noop} onSubmit={noop} busy={false} />,
    );
    expect(submitButton(html)[1]).toBe(common.save);
    expect(html).toContain(`>${common.cancel}</button>`);
  });

  it("says 'Lagrer...' and takes no clicks while it saves", () => {
    const html = renderToStaticMarkup(
      <SaveDialog title="Rediger" onClose={noop} onSubmit={noop} confirmLabel={common.update} busy />,
    );
    expect(submitButton(html)[1]).toBe(common.saving);
    expect(submitButton(html)[0]).toContain('disabled=""');
  });
});
