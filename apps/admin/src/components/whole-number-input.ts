/** The input props of a field for a whole number of days or people (the server validates the range). */
export const wholeNumberInput = { type: 'number', inputMode: 'numeric', step: 1 } as const;
