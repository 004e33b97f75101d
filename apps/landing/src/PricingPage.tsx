// Placeholder page of the landing remote; its owner replaces it with the real screen.
export default function PricingPage() {
  return <h1>PricingPage</h1>;
}
