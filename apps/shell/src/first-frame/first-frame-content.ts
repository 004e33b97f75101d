// What the first frame of a signed-in page shows (first-frame.ts): the page's real heading when it is known
// on this browser without the API, else nothing (the app then paints as before).
import { refreshIsDue, type StoredSession } from '@ferieplan/auth-store';
import { admin, employee, organizations } from '@ferieplan/texts';

export type FirstFrameContent =
  | { page: 'organizations'; title: string }
  | { page: 'dashboard'; title: string; subtitle: string }
  | { page: 'admindashboard'; title: string; eyebrow: string; subtitle: string };

/** The pages with a first frame; their heading is their largest text (Lighthouse's LCP element). */
export const FIRST_FRAME_PATHS: readonly string[] = ['/organizations', '/dashboard', '/admindashboard'];

/**
 * The frame for this path, or null: only for a session this browser stored that the app will use as it
 * is (resumeStoredSession's rule: its token has more than the refresh margin left), so no one signed out
 * or due for a new token sees a signed-in page that may not follow.
 * @param organizationName the selected organisation's remembered name (remembered-organization.ts)
 */
export function firstFrameContent(
  pathname: string,
  session: StoredSession | null,
  now: number,
  organizationName: string | null,
): FirstFrameContent | null {
  if (!session || refreshIsDue(session.expiresAt, now)) return null;
  if (pathname === '/organizations') return { page: 'organizations', title: organizations.title };
  if (pathname === '/dashboard') {
    // The employee dashboard's own rule for the name (apps/employee DashboardPage).
    const name = session.user.displayName?.trim() || session.user.email || '';
    return name ? { page: 'dashboard', title: employee.greeting(name), subtitle: employee.subtitle } : null;
  }
  if (pathname === '/admindashboard' && organizationName)
    return {
      page: 'admindashboard',
      title: organizationName,
      eyebrow: admin.panelTitle,
      subtitle: admin.subtitle,
    };
  return null;
}
