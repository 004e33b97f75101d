// Props of the components one remote exposes to another, declared once: the exposing remote types its
// component with them and the embedding app renders it through RemoteComponent, so a change on one side
// fails to compile on the other.

export interface StaffingCalendarProps {
  organizationId: string;
  /** The teams to filter by ('Alle team' is added by the calendar). */
  teams: { id: string; name: string }[];
}

/** '<remote>/<exposed module>' -> the props of its default export. */
export interface RemoteComponents {
  'staffing/StaffingCalendar': StaffingCalendarProps;
}
