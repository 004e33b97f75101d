import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a throttler storage answers for one hit. */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The answer from a storage's own counts: hits in the window, and the ms left of the window and of the block. */
export const throttlerRecord = (
  totalHits: number,
  windowLeftMs: number,
  blockLeftMs: number,
): ThrottlerStorageRecord => ({
  totalHits,
  timeToExpire: Math.ceil(windowLeftMs / 1000),
  isBlocked: blockLeftMs > 0,
  timeToBlockExpire: Math.ceil(blockLeftMs / 1000),
});
