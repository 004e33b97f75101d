// A one-bit hint in local storage that this browser had a signed-in session. Public marketing pages use
// it to skip loading Firebase entirely for visitors who have never signed in (the landing page's budget).
const KEY = 'ferieplan.session';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true; // unknown: behave as if a session may exist
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the hint is only an optimisation
  }
}
