import type { ReactNode } from 'react';
import { Navbar } from './Navbar.js';
import { Footer } from './Footer.js';

/** Navbar, page and footer: the same markup with the router (Layout) and without it (PublicApp). */
export function ShellFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="shell">
      <Navbar />
      <main id="main" className="shell-main">
        {children}
      </main>
      <Footer />
      {after}
    </div>
  );
}
