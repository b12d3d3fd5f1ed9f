import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The Remix compiler empties every *.server module in the browser bundle, and keeps a route
 * module's top-level code there. A top-level call such as `const Schema = text(...)` with `text`
 * from ~/utils/validation.server then throws while the browser loads the module, and the page can
 * no longer be reached by a link with JavaScript on (three routes had it). This test reads every
 * route and component module and fails on a value from a .server module used outside a function.
 */

const APP = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names bound to values imported from a .server module (type-only imports excluded). */
function serverImports(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/\.server(\.tsx?)?$/.test(from)) continue;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
    }
  }
  return names;
}

const isFunctionLike = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node);

/**
 * The compiler removes these exports from the browser bundle, but not a call that makes one: esbuild
 * cannot know `export const action = wrap(act)` has no side effect, so the call still runs when the
 * module loads, and `wrap` from a .server module is undefined there. Only an export that is itself a
 * function is left out of the check.
 */
const SERVER_EXPORTS = new Set(["loader", "action", "headers"]);
function isServerOnlyExport(statement: ts.Statement): boolean {
  return (
    ts.isVariableStatement(statement) &&
    Boolean(statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) &&
    statement.declarationList.declarations.every(
      (declaration) =>
        ts.isIdentifier(declaration.name) &&
        SERVER_EXPORTS.has(declaration.name.text) &&
        declaration.initializer !== undefined &&
        (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer)),
    )
  );
}

/** A route module without a default export is a resource route: it never reaches the browser. */
const isResourceRoute = (path: string, text: string) =>
  path.includes(`${APP}routes`) && !/export default|export \{[^}]*\bdefault\b/.test(text);

/** Uses of `names` evaluated when the module loads: not inside any function body, not in a type. */
export function moduleLevelUses(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = serverImports(file);
  if (names.size === 0) return [];
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isFunctionLike(node) || ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isIdentifier(node) && names.has(node.text)) {
      const parent = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isPropertyName) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.slice(APP.length)}:${line + 1} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) if (!isServerOnlyExport(statement)) visit(statement);
  return found;
}

describe("route and component modules load in the browser", () => {
  it("finds a top-level call into a .server module (the check itself)", () => {
    const bad = `import { text } from "~/utils/validation.server";\nconst Schema = text("Reason", 10);\nexport async function action() { return text("x", 1); }\nexport const loader = text("runs in the browser too", 1);`;
    const good = `import { text, type Limits } from "~/utils/validation.server";\nconst schema = () => text("Reason", 10);\nexport async function action() { return schema(); }\nexport const loader = () => text("x", 1);\ntype T = Limits;`;
    expect(moduleLevelUses(`${APP}routes/bad.tsx`, bad)).toEqual(["routes/bad.tsx:2 text", "routes/bad.tsx:4 text"]);
    expect(moduleLevelUses(`${APP}routes/good.tsx`, good)).toEqual([]);
  });

  it("no module in app/routes or app/components uses a .server import at module level", () => {
    const files = [...sourceFiles(join(APP, "routes")), ...sourceFiles(join(APP, "components")), join(APP, "root.tsx")];
    expect(files.length).toBeGreaterThan(100);
    const pages = files
      .map((path) => ({ path, text: readFileSync(path, "utf8") }))
      .filter(({ path, text }) => !isResourceRoute(path, text));
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.flatMap(({ path, text }) => moduleLevelUses(path, text))).toEqual([]);
  });
});
