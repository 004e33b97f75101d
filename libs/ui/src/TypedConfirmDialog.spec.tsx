import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TypedConfirmDialog, type TypedConfirmDialogProps } from './TypedConfirmDialog.js';

const props: TypedConfirmDialogProps = {
  open: true,
  title: 'Slett kontoen din',
  message: 'Alt slettes for godt.',
  label: 'Skriv SLETT for å bekrefte',
  expected: 'SLETT',
  mismatchMessage: 'Skriv SLETT',
  confirmLabel: 'Slett for godt',
  busyLabel: 'Sletter...',
  busy: false,
  onConfirm: () => undefined,
  onCancel: () => undefined,
};

describe('TypedConfirmDialog', () => {
  it('asks for the typed text in a labelled field and submits the form with a danger button', () => {
    const html = renderToStaticMarkup(<TypedConfirmDialog {...props} />);
    expect(html).toContain('<h2');
    expect(html).toContain('Slett kontoen din');
    expect(html).toContain('Alt slettes for godt.');
    const label = /<label for="([^"]+)">Skriv SLETT for å bekrefte<\/label>/.exec(html);
    expect(label).not.toBeNull();
    expect(html).toContain(`id="${label![1]}"`);
    const form = /<form id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(
      new RegExp(
        `<button type="submit" form="${form}" class="fp-button fp-button--danger">Slett for godt</button>`,
      ),
    );
  });

  it('while busy: the busy label, and nothing can be typed, cancelled or sent', () => {
    const html = renderToStaticMarkup(<TypedConfirmDialog {...props} busy />);
    expect(html).toContain('Sletter...');
    expect(html).not.toContain('Slett for godt');
    expect(html.match(/disabled=""/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("shows the server's refusal inside the dialog", () => {
    const html = renderToStaticMarkup(
      <TypedConfirmDialog {...props} error="Du er eneste administrator i Acme AS" />,
    );
    expect(html).toContain('<p role="alert" class="fp-error">Du er eneste administrator i Acme AS</p>');
  });

  it('renders nothing when closed', () => {
    expect(renderToStaticMarkup(<TypedConfirmDialog {...props} open={false} />)).toBe('');
  });
});
