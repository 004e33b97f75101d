import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '@ferieplan/ui';

const AppToaster = lazy(async () => ({ default: (await import('./AppToaster.js')).AppToaster }));

/** The toast area, loaded with the first toast (react-hot-toast keeps toasts raised before it mounts). */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
