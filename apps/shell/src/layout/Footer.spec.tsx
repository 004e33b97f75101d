import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '@ferieplan/auth-store';
import { Footer } from './Footer.js';

// The footer as it is after hydration (the prerendered markup leaves the deployment's details out).
vi.mock('./useHydrated.js', () => ({ useHydrated: () => true }));

const config = (site?: RuntimeConfig['site']): RuntimeConfig => ({
  apiBaseUrl: '',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  ...(site ? { site } : {}),
});

const render = () => renderToStaticMarkup(<Footer />);

describe('Footer', () => {
  beforeEach(() => setRuntimeConfig(config()));

  it("links to the privacy notice ('Personvern') on every page", () => {
    expect(render()).toContain('<a href="/personvern" class="shell-footer__link">Personvern</a>');
  });

  it('shows the configured operator, and only that', () => {
    setRuntimeConfig(config({ maker: 'Fjordkode AS', orgnr: '912345678' }));
    const html = render();
    expect(html).toContain('Laget av Fjordkode AS · Org.nr 912345678');
    expect(html).not.toContain('Driftet av');
  });
});
