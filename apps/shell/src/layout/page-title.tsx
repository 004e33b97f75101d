import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';

/** A protected route whose page opens with a fixed title names it in its `handle` (router.tsx). */
export interface PageTitleHandle {
  pageTitle: string;
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as Partial<PageTitleHandle> | undefined)?.pageTitle)
    .findLast(Boolean);
}

/**
 * The page's title in the page's own place (the same element and size as the page's heading), shown
 * before the page itself: while its chunks load and while the session is confirmed. Someone coming back
 * sees where they are at once, and the page's largest text is painted without waiting for the auth SDK,
 * the identity request or the page's own chunks (issue 28: on /organizations that title is the LCP).
 */
export function PendingPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="fp-container">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
