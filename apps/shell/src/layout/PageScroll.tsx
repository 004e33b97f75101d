import { useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { useHydrated } from './useHydrated.js';

/**
 * React Router's scrolling (a new page at the top, a page gone back to where it was), except on the page
 * React hydrated from its prerendered markup (/login, /opprett-konto) until the visitor leaves it.
 * <ScrollRestoration> scrolls to the top as it first renders, and there the visitor (or the browser, showing
 * the field they type in) may have scrolled before the app ran: the page jumped under the pointer, and a
 * press begun before the start ended on another element and was lost (issue 28: bench:web's sign-in on its
 * 780 x 493 window). The browser itself has restored a reloaded prerendered page's position.
 */
export function PageScroll() {
  const { key } = useLocation();
  const hydrating = !useHydrated();
  // The hydrated page's location, until another is shown (updated while rendering: React's pattern for
  // state derived from a change, so ScrollRestoration comes with that page's first render).
  const [hydratedAt, setHydratedAt] = useState(hydrating ? key : null);
  if (hydratedAt !== null && hydratedAt !== key) setHydratedAt(null);
  return hydratedAt === null ? <ScrollRestoration /> : null;
}
