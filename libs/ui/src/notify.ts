import { TOAST_DURATION } from '@ferieplan/texts';

interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking (e.g. one message for three failed lists). */
  id?: string;
}

type Toast = typeof import('react-hot-toast').default;

let toastModule: Promise<Toast> | null = null;
const requestListeners = new Set<() => void>();

/**
 * react-hot-toast (and the shell's toast area) load with the first toast, not with the page: the
 * landing page never raises one, so neither is on its critical path.
 */
function show(raise: (toast: Toast) => void): void {
  if (!toastModule) {
    toastModule = import('react-hot-toast').then((module) => module.default);
    for (const listener of requestListeners) listener();
    requestListeners.clear();
  }
  void toastModule.then(raise);
}

/** The shell mounts its toast area when the first toast is raised; returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (toastModule) {
    listener();
    return () => undefined;
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/**
 * The product's toasts, with the spec's durations (section 8). The shell renders the one toast area;
 * react-hot-toast is a shared singleton, so a toast raised in any remote shows there.
 */
export const notify = {
  success: (message: string, options?: NotifyOptions) =>
    show((toast) => toast.success(message, { ...options, duration: TOAST_DURATION.success })),
  error: (message: string, options?: NotifyOptions) =>
    show((toast) => toast.error(message, { ...options, duration: TOAST_DURATION.error })),
  info: (message: string, options?: NotifyOptions) =>
    show((toast) => toast(message, { ...options, duration: TOAST_DURATION.info })),
  warning: (message: string, options?: NotifyOptions) =>
    show((toast) => toast(message, { ...options, icon: '⚠️', duration: TOAST_DURATION.warning })),
};
