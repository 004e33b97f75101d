import type { ReactNode } from 'react';
import './styles.js';

/** The text shown where a list has nothing to show, with an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="fp-empty">
      <p className="fp-empty__title">{title}</p>
      {children ? <div>{children}</div> : null}
      {action ? <div style={{ marginTop: 'var(--fp-space-4)' }}>{action}</div> : null}
    </div>
  );
}
