import toast from 'react-hot-toast';
import { TOAST_DURATION } from '@ferieplan/texts';
import { ApiError } from '@ferieplan/api-client';

/** Toasts with the spec's durations. The shell renders the one Toaster; a remote never does. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION.error }),
  info: (message: string) => toast(message, { duration: TOAST_DURATION.info }),
};

/** A list failed to load: the spec's 'Mangler autentisering' variant when there was no valid session. */
export function loadErrorMessage(error: unknown, failed: string, noAuth: string): string {
  return error instanceof ApiError && error.status === 401 ? noAuth : failed;
}

/** The server's Norwegian message when the error carries one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
