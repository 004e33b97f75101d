export const employee = {} as const;
