// A sign-in popup opens only while the page holds the person's activation: a press, for about 5 s in
// Chrome. A press of 'Logg inn med Google' made before the app ran is held and replayed by a script click
// once the page is hydrated (public/form-handover.ts); that click carries the first press's activation
// only until the window ends. After it the browser would block the popup, so the form asks for one more
// press instead (AuthForm), which opens it.

/** Whether a popup may open now; where the browser does not tell (no navigator.userActivation), yes. */
export function mayOpenPopupNow(): boolean {
  return 'userActivation' in navigator ? navigator.userActivation.isActive : true;
}
