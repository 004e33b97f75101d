/**
 * The SQL text of a statement that is put together on every request (its filters decide its clauses),
 * kept as one string per shape: the first text built for a shape is returned for every later one. A
 * prepared statement is looked up by its text twice per request (its name, sql.ts; pg's check that the
 * name still means that text), and a text built anew is a new string of ~2 KB to hash and compare
 * each time, where the kept one carries its hash and compares as itself.
 *
 * `shape` (a small number) must tell apart everything that changes the text: which clauses there are,
 * never a value (values are $n parameters). A shape that missed a clause would return another shape's
 * text, so each builder's spec checks that every shape has its own text.
 */
export function sqlTextPerShape(): (shape: number, built: string) => string {
  const texts = new Map<number, string>();
  return (shape, built) => {
    const kept = texts.get(shape);
    if (kept !== undefined) return kept;
    texts.set(shape, built);
    return built;
  };
}
