import { useId, type ReactNode } from 'react';

interface AdminCardProps {
  title: ReactNode;
  /** A lasting hint under the title (what the card is for). */
  hint?: ReactNode;
  /** More classes for the card (its own layout). */
  className?: string;
  children?: ReactNode;
}

/** A card of the admin dashboard: a section named by its heading. */
export function AdminCard({ title, hint, className, children }: AdminCardProps) {
  const id = useId();
  return (
    <section className={className ? `admin-card ${className}` : 'admin-card'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {title}
      </h2>
      {hint ? <p className="fp-hint">{hint}</p> : null}
      {children}
    </section>
  );
}
