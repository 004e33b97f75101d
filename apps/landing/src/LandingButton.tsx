import { AppLink } from '@ferieplan/ui';

interface LandingButtonProps {
  to: string;
  /** primary: the page's main step (sign up); secondary: the next one; light: on the dark call to action. */
  tone: 'primary' | 'secondary' | 'light';
  label: string;
}

/** A link of the public pages drawn as a button. */
export function LandingButton({ to, tone, label }: LandingButtonProps) {
  return (
    <AppLink to={to} className={`landing-button landing-button--${tone}`}>
      {label}
    </AppLink>
  );
}
