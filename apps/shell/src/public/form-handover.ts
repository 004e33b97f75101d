// The forms of the prerendered sign-in pages (/login, /opprett-konto) work from their first paint, before
// the shell has run: start-on-intent holds a press of one of their buttons (or a submit) and hands it to
// the app once it has hydrated the page, together with what was typed meanwhile. The app's handler then
// waits for the auth SDK itself (libs/auth-store's session functions load it on demand), so no press is lost.
// No imports: bundled into start-on-intent, without Module Federation.

const TEXT_INPUTS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit])';
const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * React keeps what was typed into a prerendered input while it hydrates, but not in its state, so its
 * handlers would see empty fields. Each input is made to report its text as a change: React's value
 * tracker is set to the empty value (through the element's own setter, which React watches), the text
 * put back around it (through the prototype's setter) and an input event sent, which React sees as typed.
 * All texts are read first: the render after the first change sets the other inputs to their state ('').
 */
function handOverTyped(root: ParentNode): void {
  const inputs = [...root.querySelectorAll<HTMLInputElement>(TEXT_INPUTS)];
  for (const [input, typed] of inputs.map((input) => [input, input.value] as const)) {
    if (typed === '') continue;
    input.value = '';
    nativeValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What the visitor pressed before the app ran: a button, or a form submitted another way. */
type Held = { button: HTMLButtonElement } | { form: HTMLFormElement };
let held: Held | null = null;

/** A press of a form's button (a click, or Enter in a field, which clicks the submit button): held. */
export function holdPress(event: MouseEvent): boolean {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || event.defaultPrevented || !button.closest('#root')) return false;
  event.preventDefault();
  held = { button };
  return true;
}

/** A form submitted without its button (say by a password manager): held, never sent as a page load. */
export function holdSubmit(event: SubmitEvent): boolean {
  if (!(event.target instanceof HTMLFormElement) || !event.target.closest('#root')) return false;
  event.preventDefault();
  held ??= { form: event.target };
  return true;
}

/**
 * The app has hydrated the page: the typed text reaches its state, and in the next task (once React has
 * rendered that state) the held press is repeated on the same element, now handled by the app.
 */
export function handOver(root: ParentNode): void {
  handOverTyped(root);
  const action = held;
  held = null;
  if (!action) return;
  setTimeout(() => {
    if ('button' in action) {
      if (action.button.isConnected) action.button.click();
    } else if (action.form.isConnected) action.form.requestSubmit();
  }, 0);
}
