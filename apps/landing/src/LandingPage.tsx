// Placeholder page of the landing remote; its owner replaces it with the real screen.
export default function LandingPage() {
  return <h1>LandingPage</h1>;
}
