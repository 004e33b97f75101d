import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { account } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { AccountSection } from './AccountSection.js';

describe("AccountSection ('Din konto' on /organizations)", () => {
  const html = renderWithClient(
    <MemoryRouter>
      <AccountSection />
    </MemoryRouter>,
  );

  it('offers the download and the deletion, the deletion as a danger button', () => {
    expect(html).toContain('<h2 id="account-title">Din konto</h2>');
    expect(html).toContain(
      `<button type="button" class="fp-button fp-button--secondary">${account.download}</button>`,
    );
    expect(html).toContain(
      `<button type="button" class="fp-button fp-button--danger">${account.delete}</button>`,
    );
  });

  it('links to the privacy notice, and asks nothing until the deletion is chosen', () => {
    expect(html).toContain(`<a href="/personvern"`);
    expect(html).not.toContain('<dialog');
  });
});
