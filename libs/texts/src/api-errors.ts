// The error catalogue of spec section 8: messages for non-OK API responses.
export const apiErrors = {} as const;
