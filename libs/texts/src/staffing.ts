export const staffing = {} as const;
