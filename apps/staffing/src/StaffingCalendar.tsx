// Placeholder page of the staffing remote; its owner replaces it with the real screen.
export default function StaffingCalendar() {
  return <h1>StaffingCalendar</h1>;
}
