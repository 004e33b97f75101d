import { describe, expect, it } from 'vitest';
import { adminApiKeys } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { ApiKeysCard } from './ApiKeysCard.js';

describe('ApiKeysCard (Innstillinger → API-nøkler)', () => {
  it('on Starter: what Pro gives and the way to it, no form', () => {
    const html = renderWithClient(<ApiKeysCard organizationId="o" pro={false} onUpgrade={() => {}} />);
    expect(html).toContain(`>${adminApiKeys.title}</h2>`);
    expect(html).toContain(adminApiKeys.upgradeTitle);
    expect(html).toContain(`>${adminApiKeys.upgradeButton}</button>`);
    expect(html).not.toContain(adminApiKeys.nameLabel);
  });

  it('on Pro: the form with name, the two scopes (read chosen) and the optional last day', () => {
    const html = renderWithClient(<ApiKeysCard organizationId="o" pro onUpgrade={() => {}} />);
    expect(html).toContain(adminApiKeys.intro);
    expect(html).toContain(`>${adminApiKeys.nameLabel}</label>`);
    expect(html).toContain('<input type="radio" name="o-api-key-scope" checked="" value="read"/>');
    expect(html).toContain(adminApiKeys.scopeWrite);
    expect(html).toContain('type="date"');
    expect(html).toContain(`>${adminApiKeys.create}</button>`);
  });
});
