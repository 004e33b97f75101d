/**
 * The props of a field only Pro may change (a team's minimum staffing, the summer deadline): Starter
 * sees it disabled, with why in place of its hint.
 */
export function proLocked(pro: boolean, busy: boolean, hint: string, proHint: string) {
  return { hint: pro ? hint : proHint, disabled: busy || !pro };
}
