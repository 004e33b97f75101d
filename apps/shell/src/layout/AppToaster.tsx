import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION } from '@ferieplan/texts';

/**
 * The page's one toast area (top right). react-hot-toast is a shared singleton, so toasts raised in any
 * remote show here. Warnings pass `duration: TOAST_DURATION.warning` themselves.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION.info,
        success: { duration: TOAST_DURATION.success },
        error: { duration: TOAST_DURATION.error },
        style: { maxWidth: '24rem' },
      }}
    />
  );
}
