import type { ReactNode } from 'react';
import './styles.js';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

/** A coloured pill; colour is never the only signal, the label carries the meaning. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`fp-badge fp-badge--${tone}`}>{children}</span>;
}

/** Spec section 4: Approved green, Rejected red, anything else yellow (any casing). */
export function vacationStatusTone(status: string): BadgeTone {
  const normalized = status.toLowerCase();
  if (normalized === 'approved') return 'success';
  if (normalized === 'rejected') return 'danger';
  return 'warning';
}
