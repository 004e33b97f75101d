import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppNavigationContext } from '@ferieplan/ui';

/** Inside the router, the shared links (AppLink) navigate with it and know the current page. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo(
    () => ({
      pathname,
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
    }),
    [pathname, navigate],
  );
  return <AppNavigationContext.Provider value={value}>{children}</AppNavigationContext.Provider>;
}
