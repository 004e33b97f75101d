import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '@ferieplan/auth-store';
import { Footer, SITE_ELEMENT_ID } from './Footer.js';

// The footer as it is after hydration, unless a test says it is hydrating.
const state = vi.hoisted(() => ({ hydrated: true }));
vi.mock('./useHydrated.js', () => ({ useHydrated: () => state.hydrated }));

const config = (site?: RuntimeConfig['site']): RuntimeConfig => ({
  apiBaseUrl: '',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  ...(site ? { site } : {}),
});

const render = () => renderToStaticMarkup(<Footer />);

describe('Footer', () => {
  beforeEach(() => setRuntimeConfig(config()));
  afterEach(() => {
    state.hydrated = true;
    vi.unstubAllGlobals();
  });

  it("links to the privacy notice ('Personvern') on every page", () => {
    expect(render()).toContain('<a href="/personvern" class="shell-footer__link">Personvern</a>');
  });

  it('shows the configured operator, and only that', () => {
    setRuntimeConfig(config({ maker: 'Fjordkode AS', orgnr: '912345678' }));
    const html = render();
    expect(html).toContain('Laget av Fjordkode AS · Org.nr 912345678');
    expect(html).not.toContain('Driftet av');
  });

  it('hydrates a prerendered page with the details its server wrote into it (the same markup), else the product credit', () => {
    state.hydrated = false;
    setRuntimeConfig(config({ maker: 'Fjordkode AS' }));
    expect(render()).toContain('Laget av Ferieplan</p>');
    const served = {
      maker: 'Fjord <b>&</b> AS',
      orgnr: '912345678',
      hostingName: 'Vert',
      hostingUrl: 'https://v.example/',
    };
    vi.stubGlobal('document', {
      getElementById: (id: string) =>
        id === SITE_ELEMENT_ID ? { textContent: JSON.stringify(served) } : null,
    });
    const html = render();
    expect(html).toContain('Laget av Fjord &lt;b&gt;&amp;&lt;/b&gt; AS · Org.nr 912345678');
    expect(html).toContain('href="https://v.example/"');
    state.hydrated = true;
    setRuntimeConfig(config(served));
    expect(render()).toBe(html);
  });
});
