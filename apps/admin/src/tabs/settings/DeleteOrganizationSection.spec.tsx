import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { organizationDeletion } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { DeleteOrganizationSection } from './DeleteOrganizationSection.js';

describe('DeleteOrganizationSection (the danger zone of Innstillinger)', () => {
  const html = renderWithClient(
    <MemoryRouter>
      <DeleteOrganizationSection organization={{ id: 'o', name: 'Acme AS', orgnr: null, plan: 'Pro' }} />
    </MemoryRouter>,
  );

  it('says what goes, and offers the deletion as a danger button under its own heading', () => {
    expect(html).toMatch(
      /<section class="admin-card admin-danger" aria-labelledby="([^"]+)-title"><h2 id="\1-title"/,
    );
    expect(html).toContain(`>${organizationDeletion.title}</h2>`);
    expect(html).toContain(organizationDeletion.text);
    expect(html).toContain(
      `<button type="button" class="fp-button fp-button--danger">${organizationDeletion.button}</button>`,
    );
  });

  it('asks for the name only after the button is pressed', () => {
    expect(html).not.toContain('<dialog');
  });
});
