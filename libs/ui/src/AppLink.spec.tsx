import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppLink, AppNavigationContext } from './AppLink.js';

const at = (pathname: string, link: React.ReactNode) =>
  renderToStaticMarkup(
    <AppNavigationContext.Provider value={{ pathname, navigate: () => undefined }}>
      {link}
    </AppNavigationContext.Provider>,
  );

describe('AppLink', () => {
  it('marks the current page like a navigation link (class active, aria-current)', () => {
    expect(
      at(
        '/pricing',
        <AppLink nav to="/pricing">
          Priser
        </AppLink>,
      ),
    ).toBe('<a href="/pricing" class="active" aria-current="page">Priser</a>');
    expect(
      at(
        '/',
        <AppLink nav to="/login" className="cta">
          Logg inn
        </AppLink>,
      ),
    ).toBe('<a href="/login" class="cta">Logg inn</a>');
  });

  it('leaves plain links unmarked on their own page', () => {
    expect(at('/', <AppLink to="/">Ferieplan</AppLink>)).toBe('<a href="/">Ferieplan</a>');
  });
});
