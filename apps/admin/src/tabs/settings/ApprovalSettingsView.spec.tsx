import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApprovalSettings } from '@ferieplan/contracts';
import { adminApprovalSettings as texts } from '@ferieplan/texts';
import { ApprovalSettingsView } from './ApprovalSettingsView.js';

const render = (settings: Partial<ApprovalSettings> | null, busy = false) =>
  renderToStaticMarkup(
    <ApprovalSettingsView
      settings={
        settings && {
          organizationId: 'o',
          requireSecondAdmin: null,
          effective: true,
          adminCount: 2,
          ...settings,
        }
      }
      busy={busy}
      onChange={() => {}}
    />,
  );

const checkbox = (html: string) => /<input[^>]*type="checkbox"[^>]*>/.exec(html)![0];

describe('ApprovalSettingsView', () => {
  it('shows the toggle with its label tied to the checkbox', () => {
    const html = render({});
    const label = new RegExp(`<label for="([^"]+)">${texts.requireSecondAdmin}</label>`).exec(html);
    expect(label).not.toBeNull();
    expect(checkbox(html)).toContain(`id="${label![1]}"`);
  });

  it('automatic: checked with two admins, explains the automatic choice, no reset button', () => {
    const html = render({ requireSecondAdmin: null, effective: true, adminCount: 2 });
    expect(checkbox(html)).toContain('checked');
    expect(html).toContain(texts.hintAutomatic(2));
    expect(html).not.toContain(texts.useAutomatic);
  });

  it('automatic with one admin: unchecked', () => {
    expect(checkbox(render({ requireSecondAdmin: null, effective: false, adminCount: 1 }))).not.toContain(
      'checked',
    );
  });

  it('an explicit choice: shown as chosen, with a way back to automatic', () => {
    const html = render({ requireSecondAdmin: false, effective: false, adminCount: 3 });
    expect(checkbox(html)).not.toContain('checked');
    expect(html).not.toContain(texts.hintAutomatic(3));
    expect(html).toContain(`>${texts.useAutomatic}</button>`);
  });

  it('is disabled while saving', () => {
    expect(checkbox(render({}, true))).toContain('disabled');
  });

  it('while loading: the same card with its title, toggle and hint, disabled and busy, so the grid keeps its layout', () => {
    const html = render(null);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(texts.title);
    expect(html).toContain(`>${texts.requireSecondAdmin}</label>`);
    expect(html).toContain(texts.hint);
    expect(checkbox(html)).toContain('disabled');
    expect(checkbox(html)).not.toContain('checked');
    expect(html).not.toContain(texts.useAutomatic);
  });
});
