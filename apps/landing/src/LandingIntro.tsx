import type { ReactNode } from 'react';

interface LandingIntroProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The front page's large first section; other pages open with an ordinary one. */
  hero?: boolean;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The first section of a public page: its one h1, the lead paragraph, then what the page offers. */
export function LandingIntro({ id, hero = false, title, lead, children }: LandingIntroProps) {
  return (
    <section className={hero ? 'landing-hero' : 'landing-section'} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p className="landing-lead">{lead}</p>
      {children}
    </section>
  );
}
