/** Spec section 9: years from the current year minus 1 through plus 1. */
export function yearBounds(currentYear: number): { min: number; max: number } {
  return { min: currentYear - 1, max: currentYear + 1 };
}

export function clampYear(year: number, currentYear: number): number {
  const { min, max } = yearBounds(currentYear);
  return Math.min(max, Math.max(min, year));
}
