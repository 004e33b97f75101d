import { useSyncExternalStore } from 'react';
import { formatLongDate, offlineTexts } from '@ferieplan/texts';
import { offlineState } from './offline-state.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** '26. november 2026 kl. 15:30', in the device's time zone. */
export function savedTime(at: number): string {
  const date = new Date(at);
  const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatLongDate(iso)} kl. ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Above the page while it shows what was saved on the last visit (offline). */
export function OfflineBanner() {
  const savedAt = useSyncExternalStore(offlineState.subscribe, offlineState.savedAt, () => null);
  return savedAt === null ? null : <OfflineNotice savedAt={savedAt} />;
}

export function OfflineNotice({ savedAt }: { savedAt: number }) {
  return (
    <div className="shell-offline" role="status">
      <strong>{offlineTexts.lastUpdated(savedTime(savedAt))}</strong> <span>{offlineTexts.notice}</span>
    </div>
  );
}
