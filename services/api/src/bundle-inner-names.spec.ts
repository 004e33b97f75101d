import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { dropInnerNames } from '../scripts/drop-inner-names.mjs';

// esbuild's keepNames output (scripts/bundle.mjs): module-level names may have been renamed (Query3),
// nested ones never are.
const BUNDLE = `
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
const Query3 = class { static { __name(this, "Query"); } };
const top = /* @__PURE__ */ __name(() => 1, "top");
function make() {
  __name(next, "next");
  __name(other2, "other");
  const arrow = /* @__PURE__ */ __name((x) => x, "arrow");
  const renamed2 = /* @__PURE__ */ __name(() => 2, "renamed");
  let assigned;
  assigned = /* @__PURE__ */ __name(function () {}, "assigned");
  const holder = {};
  holder.member = /* @__PURE__ */ __name(() => 3, "member");
  const context = {
    getRequest: /* @__PURE__ */ __name(() => 4, "getRequest"),
    "quoted": /* @__PURE__ */ __name(async () => 5, "quoted")
  };
  const Inner = /* @__PURE__ */ __name(class {}, "Inner");
  function next() {}
  function other2() {}
  return { next, other2, arrow, renamed2, assigned, member: holder.member, context, Inner };
}
result = { Query3, top, ...make() };
`;

/** Every function's name in what the bundle's code makes. */
function namesOf(code: string): Record<string, string> {
  const sandbox: { result?: Record<string, { name: string }> } = {};
  runInNewContext(code, sandbox);
  const { context, ...made } = sandbox.result!;
  const names: Record<string, string> = {};
  for (const [key, value] of Object.entries(made)) names[key] = value.name;
  for (const [key, value] of Object.entries(context as unknown as Record<string, { name: string }>))
    names[`context.${key}`] = value.name;
  return names;
}

describe('dropInnerNames (the bundle without the __name wrappers that change no name)', () => {
  const { code, dropped } = dropInnerNames(BUNDLE);

  it('leaves every function with the name it had', () => {
    expect(namesOf(code)).toStrictEqual(namesOf(BUNDLE));
    expect(namesOf(code)).toMatchObject({
      Query3: 'Query',
      renamed2: 'renamed',
      other2: 'other',
      member: 'member',
    });
  });

  it('drops the wrappers inside functions where JavaScript gives the same name, and only those', () => {
    expect(dropped).toBe(5);
    expect(code).not.toMatch(/__name\(next|"(arrow|assigned|getRequest|quoted)"\)/);
    expect(code).toMatch(/__name\(other2, "other"\)/);
    expect(code).toMatch(/__name\(\(\) => 2, "renamed"\)/);
    expect(code).toMatch(/__name\(\(\) => 3, "member"\)/);
    expect(code).toMatch(/__name\(\(\) => 1, "top"\)/);
  });

  it('keeps every line and column where it was (the source map stays right)', () => {
    const lines = BUNDLE.split('\n');
    const after = code.split('\n');
    expect(after.map((line) => line.length)).toStrictEqual(lines.map((line) => line.length));
    expect(after[8].indexOf('(x) => x')).toBe(lines[8].indexOf('(x) => x'));
  });
});
