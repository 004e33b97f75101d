// Placeholder page of the employee remote; its owner replaces it with the real screen.
export default function DashboardPage() {
  return <h1>DashboardPage</h1>;
}
