import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Where the page is and how to go elsewhere inside the app: the shell provides it (router or not). */
export interface AppNavigation {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * The shell's public pages (/, /pricing) run without the router (its 60 KiB are not on their critical
 * path), so links shared by both worlds ask this context instead of react-router. Without a provider a
 * link is an ordinary page load.
 */
export const AppNavigationContext = createContext<AppNavigation>({
  pathname: '/',
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
});

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Like react-router's NavLink: class 'active' and aria-current="page" on the current page. */
  nav?: boolean;
};

/** Plain left clicks navigate inside the app; new tabs, modified clicks and the like stay the browser's. */
function isInAppClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export function AppLink({ to, nav = false, className, onClick, ...rest }: AppLinkProps) {
  const { pathname, navigate } = useContext(AppNavigationContext);
  const active = nav && pathname === to;
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <a
      {...rest}
      href={to}
      className={classes}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!isInAppClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
