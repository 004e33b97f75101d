import { useEffect, useRef, type RefObject } from 'react';

const ROW_FOCUS_ATTRIBUTE = 'data-row-focus';

/** Spread on a row's header cell: the place focus moves to when a neighbouring row is deleted. */
export const rowFocusTarget = (id: string) => ({ tabIndex: -1, [ROW_FOCUS_ATTRIBUTE]: id });

/**
 * Keeps keyboard and screen-reader users in place when a row is deleted: once the row has left the
 * list, focus moves to the next row (else the previous one), else to `fallback` (the list's heading
 * or panel), instead of falling back to the page body.
 * Call the returned function before deleting, and again with null if the deletion failed.
 */
export function useFocusAfterRemoval(
  ids: readonly string[],
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): (removedId: string | null) => void {
  const pending = useRef<{ removed: string; candidates: string[] } | null>(null);

  useEffect(() => {
    const removal = pending.current;
    if (!removal || ids.includes(removal.removed)) return;
    pending.current = null;
    const next = removal.candidates.find((id) => ids.includes(id));
    const row = next
      ? container.current?.querySelector<HTMLElement>(`[${ROW_FOCUS_ATTRIBUTE}="${CSS.escape(next)}"]`)
      : null;
    (row ?? fallback.current)?.focus();
  }, [ids, container, fallback]);

  return (removedId) => {
    if (removedId === null) {
      pending.current = null;
      return;
    }
    const index = ids.indexOf(removedId);
    pending.current = {
      removed: removedId,
      candidates: [...ids.slice(index + 1), ...ids.slice(0, index).reverse()],
    };
  };
}
