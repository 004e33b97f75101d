import { useEffect, useRef } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION } from '@ferieplan/texts';

/**
 * The page's one toast area (top right). react-hot-toast is a shared singleton, so toasts raised in any
 * remote show here. Warnings pass `duration: TOAST_DURATION.warning` themselves.
 *
 * The area is a manual popover, re-shown whenever a toast appears: that puts it in the browser's top
 * layer above any open modal <dialog>, where a plain fixed element would sit behind the backdrop.
 */
export function AppToaster() {
  const area = useRef<HTMLDivElement>(null);
  const { toasts } = useToasterStore();
  const newest = toasts.find((t) => t.visible)?.id;

  useEffect(() => {
    const element = area.current;
    if (!newest || !element || typeof element.showPopover !== 'function') return;
    try {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    } catch {
      // popovers unsupported or the element is detached: toasts still show, below dialogs
    }
  }, [newest, toasts.length]);

  return (
    <div ref={area} popover="manual" className="shell-toasts">
      <Toaster
        position="top-right"
        toastOptions={{
          duration: TOAST_DURATION.info,
          success: { duration: TOAST_DURATION.success },
          error: { duration: TOAST_DURATION.error },
          style: { maxWidth: '24rem' },
        }}
      />
    </div>
  );
}
