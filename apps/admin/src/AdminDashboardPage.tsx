// Placeholder page of the admin remote; its owner replaces it with the real screen.
export default function AdminDashboardPage() {
  return <h1>AdminDashboardPage</h1>;
}
