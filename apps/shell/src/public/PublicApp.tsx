import { useEffect, useMemo, type ComponentType } from 'react';
import { AppNavigationContext } from '@ferieplan/ui';
import { ShellFrame } from '../layout/ShellFrame.js';

interface PublicAppProps {
  pathname: string;
  Page: ComponentType;
  /** Leaving the page: the shell starts its full app (router, data layer, auth) there. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Called once the page runs in the browser (hydrated or rendered): its links are live. */
  onStarted?: () => void;
}

/**
 * A public page (/, /pricing, /personvern) without the router: the same markup as the routed layout,
 * so the prerendered HTML hydrates as it is (../prerender/entry.tsx renders this component).
 */
export function PublicApp({ pathname, Page, navigate, onStarted }: PublicAppProps) {
  const value = useMemo(() => ({ pathname, navigate }), [pathname, navigate]);
  useEffect(() => onStarted?.(), [onStarted]);
  return (
    <AppNavigationContext.Provider value={value}>
      <ShellFrame>
        <Page />
      </ShellFrame>
    </AppNavigationContext.Provider>
  );
}
