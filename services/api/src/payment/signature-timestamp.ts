/**
 * Stripe checks only that a signature is not too OLD (its tolerance). A timestamp far in the FUTURE
 * would stay valid for a long time if a signed delivery leaked, so it is refused with the same
 * tolerance: true when the header's `t=` lies within `toleranceSeconds` of now, either way.
 */
export function signedRecently(
  signatureHeader: string,
  toleranceSeconds: number,
  nowMs = Date.now(),
): boolean {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signatureHeader);
  if (!match) return false;
  return Math.abs(nowMs / 1000 - Number(match[1])) <= toleranceSeconds;
}
