import type { SocialButtonProps } from './GoogleButton.js';

/** 'Logg inn med Microsoft' / 'Fortsett med Microsoft': Microsoft's four squares, as its sign-in guidelines ask. */
export function MicrosoftButton({ label, onClick, disabled }: SocialButtonProps) {
  return (
    <button
      type="button"
      className="fp-button fp-button--secondary fp-button--block auth-google"
      style={{ marginTop: '0.5rem' }}
      onClick={onClick}
      disabled={disabled}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 21 21">
        <rect x="1" y="1" width="9" height="9" fill="#F25022" />
        <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
        <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
        <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
      </svg>
      {label}
    </button>
  );
}
