import { Transform } from 'class-transformer';

/** Trims strings (other values pass through unchanged, so validation still rejects them). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
