// Which module is each route's screen, read from the route table (src/app/routes.ts) itself, so
// the build's per-route preload hints (scripts/route-preload-plugin.ts) and the load benchmark
// (scripts/load-bench.ts) never keep a second list. Each route there is an object literal with
// `path: PATHS.<name>` and, somewhere inside, `import('<its screen module>')`.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { PATHS } from '../src/paths.ts';

/** The route table, relative to the project root. */
export const ROUTE_TABLE = 'src/app/routes.ts';

export interface RouteModule {
  /** The route's path, `/add`. */
  path: string;
  /** Its screen module, relative to the project root: `src/features/…/add-device-screen.tsx`. */
  module: string;
  /** The word bundles it loads with its screen (src/i18n/catalogs.ts), the shell's aside. */
  words: string[];
}

/** Every route of the table with its screen module, in the table's order. */
export function routeModules(root: string): RouteModule[] {
  const file = join(root, ROUTE_TABLE);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const routes: RouteModule[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const path = pathOf(node);
      const specifier = path === undefined ? undefined : importIn(node);
      if (path !== undefined && specifier !== undefined) {
        const module = relative(root, join(dirname(file), specifier))
          .split('\\')
          .join('/');
        routes.push({ path, module, words: wordsIn(node) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (routes.length === 0) throw new Error(`${ROUTE_TABLE}: no route with a path and an import()`);
  return routes;
}

/** `path: PATHS.name` of an object literal, as the path it names. */
function pathOf(node: ts.ObjectLiteralExpression): string | undefined {
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || !isName(property.name, 'path')) continue;
    const value = property.initializer;
    if (!ts.isPropertyAccessExpression(value) || !isName(value.expression, 'PATHS')) continue;
    const name = value.name.text;
    if (!(name in PATHS)) throw new Error(`${ROUTE_TABLE}: PATHS.${name} is not in src/paths.ts`);
    return PATHS[name as keyof typeof PATHS];
  }
  return undefined;
}

const isName = (node: ts.Node, name: string) => ts.isIdentifier(node) && node.text === name;

/** The specifier of the first `import('…')` inside `node`. */
function importIn(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node) => {
    if (found !== undefined) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found = child.arguments[0].text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** The string literals of the array in the route's `screen(load, pick, [...])` call. */
function wordsIn(node: ts.Node): string[] {
  let words: string[] = [];
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      ts.isIdentifier(child.expression) &&
      child.expression.text === 'screen'
    ) {
      const list = child.arguments[2];
      if (list && ts.isArrayLiteralExpression(list)) {
        words = list.elements.filter(ts.isStringLiteral).map((element) => element.text);
      }
      return;
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return words;
}
