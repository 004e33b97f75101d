// Part of `node scripts/bundle.mjs`: esbuild's keepNames (needed for class names: migrations are recorded
// by theirs, Nest names providers by them) also wraps every function made inside another function in
// `__name(fn, "name")`, a call and a defineProperty each time the closure is made: per request in
// Fastify's hooks, Nest's execution context and pg (issue 28, ~1–2 % of the API's CPU). Inside a function
// nothing is renamed (only module-level names can clash in a bundle), so where JavaScript itself gives the
// function that same name (`const x = () => …`, `{ x: () => … }`, `x = function () {…}`, a declaration
// `function x() {…}`) the wrapper changes nothing and is blanked out here. Blanked with spaces, not
// removed: every line and column stays where the source map says it is.
import ts from 'typescript';

const isFunctionLike = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The name a binding gives an anonymous function placed at `node` (undefined: none, or not sure). */
function inferredName(node) {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    if (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) return parent.name.text;
    return undefined;
  }
  if (
    ts.isBinaryExpression(parent) &&
    parent.right === node &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isIdentifier(parent.left)
  )
    return parent.left.text;
  return undefined;
}

/** `__name(<arg>, "<name>")` calls whose wrapper changes no function's name, inside functions only. */
function redundantCalls(sourceFile) {
  const found = [];
  function visit(node, insideFunction) {
    if (
      insideFunction &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === '__name' &&
      node.arguments.length === 2 &&
      ts.isStringLiteral(node.arguments[1])
    ) {
      const [target, { text: name }] = node.arguments;
      const anonymous =
        (ts.isArrowFunction(target) || ts.isFunctionExpression(target)) && target.name === undefined;
      if (anonymous && inferredName(node) === name) found.push({ call: node, keep: target });
      else if (ts.isIdentifier(target) && target.text === name && declaresFunction(node, name))
        found.push({ call: node, keep: undefined });
    }
    const inside = insideFunction || isFunctionLike(node);
    ts.forEachChild(node, (child) => visit(child, inside));
  }
  visit(sourceFile, false);
  return found;
}

/** A statement `__name(x, "x");` beside a `function x() {…}` in the same block. */
function declaresFunction(call, name) {
  const statement = call.parent;
  if (!ts.isExpressionStatement(statement)) return false;
  const block = statement.parent;
  if (!block || !('statements' in block)) return false;
  return block.statements.some(
    (other) => ts.isFunctionDeclaration(other) && other.name?.text === name && other.body !== undefined,
  );
}

const blank = (text) => text.replace(/[^\n]/g, ' ');

/** The bundle's text with those wrappers blanked out; the number blanked. */
export function dropInnerNames(code, fileName = 'bundle.js') {
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  const calls = redundantCalls(sourceFile);
  for (const { call, keep } of calls) {
    const start = call.getStart(sourceFile);
    // The /* @__PURE__ */ esbuild puts before the call goes too (it would then annotate the function).
    const before = code.slice(call.pos, start);
    const pure = before.lastIndexOf('/* @__PURE__ */');
    const from = pure === -1 ? start : call.pos + pure;
    if (keep) {
      edits.push([from, keep.getStart(sourceFile)], [keep.end, call.end]);
    } else {
      edits.push([from, call.end]);
    }
  }
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of edits) {
    out += code.slice(at, from) + blank(code.slice(from, to));
    at = to;
  }
  return { code: out + code.slice(at), dropped: calls.length };
}
