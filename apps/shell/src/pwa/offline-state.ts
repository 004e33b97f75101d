// When the page shows what the service worker saved on an earlier visit (public/sw.js tells it), and
// how old that is: the oldest answer shown. Back online, the next loads are fresh again.
type Listener = () => void;

let savedAt: number | null = null;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

export const offlineState = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Milliseconds since 1970 of the oldest saved answer on screen, or null while everything is fresh. */
  savedAt: (): number | null => savedAt,
  shown(at: number): void {
    if (savedAt !== null && savedAt <= at) return;
    savedAt = at;
    emit();
  },
  reset(): void {
    if (savedAt === null) return;
    savedAt = null;
    emit();
  },
};
