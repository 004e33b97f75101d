import { common } from '@ferieplan/texts';
import './styles.js';

export interface SpinnerProps {
  /** Read by screen readers (and shown when `showLabel`); default 'Laster...'. */
  label?: string;
  showLabel?: boolean;
  size?: 'small' | 'large';
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label = common.loading, showLabel = false, size = 'small' }: SpinnerProps) {
  return (
    <span className={`fp-spinner fp-spinner--${size}`} role="status">
      <span className="fp-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'fp-visually-hidden'}>{label}</span>
    </span>
  );
}
