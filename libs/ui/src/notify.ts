import toast from 'react-hot-toast';
import { TOAST_DURATION } from '@ferieplan/texts';

interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking (e.g. one message for three failed lists). */
  id?: string;
}

/**
 * The product's toasts, with the spec's durations (section 8). The shell renders the one toast area;
 * react-hot-toast is a shared singleton, so a toast raised in any remote shows there.
 */
export const notify = {
  success: (message: string, options?: NotifyOptions) =>
    toast.success(message, { ...options, duration: TOAST_DURATION.success }),
  error: (message: string, options?: NotifyOptions) =>
    toast.error(message, { ...options, duration: TOAST_DURATION.error }),
  info: (message: string, options?: NotifyOptions) => toast(message, { ...options, duration: TOAST_DURATION.info }),
  warning: (message: string, options?: NotifyOptions) =>
    toast(message, { ...options, icon: '⚠️', duration: TOAST_DURATION.warning }),
};
