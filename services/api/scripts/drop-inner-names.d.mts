/** The bundle's text with the `__name` wrappers that change no name blanked out; the number blanked. */
export function dropInnerNames(code: string, fileName?: string): { code: string; dropped: number };
