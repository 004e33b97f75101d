import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice, savedTime } from './OfflineBanner.js';
import { offlineState } from './offline-state.js';

describe('offline notice', () => {
  afterEach(() => offlineState.reset());

  it("says 'Sist oppdatert' with the time the shown data was saved, in Norwegian", () => {
    const at = new Date(2026, 10, 26, 9, 5).getTime();
    expect(renderToStaticMarkup(<OfflineNotice savedAt={at} />)).toContain(
      'Sist oppdatert 26. november 2026 kl. 09:05',
    );
    expect(savedTime(new Date(2027, 0, 3, 7, 0).getTime())).toBe('3. januar 2027 kl. 07:00');
  });

  it('keeps the oldest answer on screen, and forgets it once back online', () => {
    offlineState.shown(2000);
    offlineState.shown(1000);
    offlineState.shown(3000);
    expect(offlineState.savedAt()).toBe(1000);
    offlineState.reset();
    expect(offlineState.savedAt()).toBeNull();
  });
});
