export const organizations = {} as const;
