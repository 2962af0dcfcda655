/**
 * React ships CommonJS only. Bundled as it is, each of its modules is wrapped in the bundler's
 * `require` shim, every export stays whether used or not, and every use in the app goes
 * through a property of the module object (`(0, r.jsx)(...)`, `r.useState(...)`), which no
 * minifier can shorten. For the client build only, React's production modules (react,
 * react/jsx-runtime, react-dom, react-dom/client, scheduler) are read as the ES modules they
 * are written like: `exports.name = value` becomes an exported binding, `var x = require("y")`
 * an `import * as x from "y"`, and each package's entry re-exports its production build
 * (what its `process.env.NODE_ENV === 'production'` branch requires). Nothing else changes:
 * the statements run in the same order, and react-dom's entries still call DevTools' check
 * first. A module of any other shape fails the build (React changed: look at it again).
 * The prerender (server) build keeps React as it is. src/react-as-esm.test.ts checks the
 * conversion against React's own modules.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** A package entry and the production module its `NODE_ENV === 'production'` branch requires. */
const ENTRIES: Record<string, string> = {
  'react/index.js': './cjs/react.production.js',
  'react/jsx-runtime.js': './cjs/react-jsx-runtime.production.js',
  'react-dom/index.js': './cjs/react-dom.production.js',
  'react-dom/client.js': './cjs/react-dom-client.production.js',
  'scheduler/index.js': './cjs/scheduler.production.js',
};
const PRODUCTION = /[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][\w-]+\.production\.js$/;
/** react-dom's entries run DevTools' dead-code check before react-dom itself. */
const CHECK_DCE = '\0league-react-dom-check-dce';

function entryOf(id: string): string | undefined {
  const parts = id.split(/[\\/]/);
  return ENTRIES[parts.slice(-2).join('/')];
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** `exports.name` (not computed). */
function exportName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  const object = node.object as Node;
  const property = node.property as Node;
  if (object.type === 'Identifier' && object.name === 'exports' && property.type === 'Identifier') return property.name as string;
  return undefined;
}

/** `require("x")` with one string literal. */
function requiredSource(node: Node | null | undefined): string | undefined {
  if (!node || node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Node;
  const args = node.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || args.length !== 1) return undefined;
  const arg = args[0]!;
  return arg.type === 'Literal' && typeof arg.value === 'string' ? arg.value : undefined;
}

/**
 * One of React's production CommonJS modules as an ES module. Throws when the module uses
 * `module`, `exports` or `require` in any other way than the plain forms above, or `this`
 * outside a function (CommonJS's `this` is `exports`).
 */
export function commonJsToEsm(code: string, id = 'module.js'): string {
  const program = parseAst(code, { lang: 'js' }) as unknown as Node;
  const edits: { start: number; end: number; text: string }[] = [];
  const imports: string[] = [];
  const local = (name: string) => `__cjs_export_${name}`;
  const assignments = new Map<string, number>();
  const fail = (node: Node, why: string): never => {
    throw new Error(`react-as-esm: ${id} at ${node.start}: ${why}; read React's CommonJS module again`);
  };

  // Top level: requires become imports; `exports.name = value;` statements are counted. An
  // import runs before the module's statements, so a require must come before any of them
  // (after "use strict" and other requires only), or the order the statements run in changes.
  const body = program.body as Node[];
  const handled = new Set<Node>();
  let onlyRequiresSoFar = true;
  for (const statement of body) {
    const declarations = statement.type === 'VariableDeclaration' ? (statement.declarations as Node[]) : [];
    const sources = declarations.map((d) => requiredSource(d.init as Node));
    if (declarations.length && sources.every((s) => s !== undefined)) {
      if (!onlyRequiresSoFar) fail(statement, 'a require after other statements (as an import it would run before them)');
      declarations.forEach((d, i) => {
        const binding = d.id as Node;
        if (binding.type !== 'Identifier') fail(d, 'a require into a pattern');
        imports.push(`import * as ${binding.name as string} from ${JSON.stringify(sources[i])};`);
      });
      edits.push({ start: statement.start, end: statement.end, text: '' });
      handled.add(statement);
      continue;
    }
    if (sources.some((s) => s !== undefined)) fail(statement, 'a require mixed with other declarations');
    if (!(statement.type === 'ExpressionStatement' && typeof statement.directive === 'string')) onlyRequiresSoFar = false;
  }

  // Every other use of `exports`, `module`, `require` and top-level `this`.
  const walk = (node: Node, parent: Node | undefined, inFunction: boolean) => {
    if (handled.has(node)) return;
    const name = exportName(node);
    if (name !== undefined) {
      if (parent?.type === 'AssignmentExpression' && parent.left === node) {
        if (parent.operator !== '=') fail(parent, 'a compound assignment to an export');
        assignments.set(name, (assignments.get(name) ?? 0) + 1);
      } else if (parent?.type === 'UpdateExpression' || parent?.type === 'UnaryExpression') {
        if (parent.operator === 'delete' || parent.type === 'UpdateExpression') fail(parent, 'an export changed in place');
      }
      edits.push({ start: node.start, end: node.end, text: local(name) });
      return;
    }
    if (node.type === 'Identifier' && ['exports', 'module', 'require'].includes(node.name as string)) {
      const isKey =
        (parent?.type === 'Property' && parent.key === node && !parent.computed) ||
        (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed);
      if (!isKey) fail(node, `\`${node.name as string}\` used other than as \`exports.name\``);
    }
    if (node.type === 'ThisExpression' && !inFunction) fail(node, '`this` at the top level');
    const nested = inFunction || node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression';
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) walk(child, node, nested);
      } else if (isNode(value)) walk(value, node, nested);
    }
  };
  walk(program, undefined, false);

  // A name written once, by a top-level `exports.name = value;`, becomes `var name = value;` (its
  // value is then known: an unused one can be dropped); any other is declared up front.
  const names = [...assignments.keys()];
  if (!names.length) throw new Error(`react-as-esm: ${id} exports nothing; read React's CommonJS module again`);
  for (const edit of edits) {
    const name = edit.text.startsWith('__cjs_export_') ? edit.text.slice('__cjs_export_'.length) : undefined;
    if (name !== undefined && !assignments.has(name)) throw new Error(`react-as-esm: ${id} reads exports.${name}, never written`);
  }
  const declaredUpFront: string[] = [];
  for (const name of names) {
    const statement = body.find((s) => {
      const expression = s.expression as Node | undefined;
      return s.type === 'ExpressionStatement' && expression?.type === 'AssignmentExpression' && exportName(expression.left as Node) === name;
    });
    if (assignments.get(name) === 1 && statement) {
      const left = (statement.expression as Node).left as Node;
      const edit = edits.find((e) => e.start === left.start);
      if (edit) edit.text = `var ${local(name)}`;
    } else declaredUpFront.push(name);
  }

  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  const head = [...imports, ...declaredUpFront.map((n) => `var ${local(n)};`)].join('\n');
  const tail = names.length ? `\nexport { ${names.map((n) => `${local(n)} as ${n}`).join(', ')} };\n` : '\n';
  // "use strict" stays first: ES modules are strict anyway.
  return `${head}\n${out}${tail}`;
}

const REACT_SPECIFIER = /^(react|react-dom)$/;

/** The names a declaration's pattern binds (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function boundNames(pattern: Node | null | undefined): string[] {
  if (!pattern) return [];
  if (pattern.type === 'Identifier') return [pattern.name as string];
  if (pattern.type === 'ObjectPattern')
    return (pattern.properties as Node[]).flatMap((p) => boundNames((p.type === 'RestElement' ? p.argument : p.value) as Node));
  if (pattern.type === 'ArrayPattern') return (pattern.elements as Array<Node | null>).flatMap((e) => boundNames(e));
  if (pattern.type === 'AssignmentPattern') return boundNames(pattern.left as Node);
  if (pattern.type === 'RestElement') return boundNames(pattern.argument as Node);
  if (pattern.type === 'TSParameterProperty') return boundNames(pattern.parameter as Node);
  return [];
}

/** Every name a node declares: variables, functions and their parameters, classes, catch clauses, imports. */
function declaredBy(node: Node): string[] {
  if (node.type === 'VariableDeclarator') return boundNames(node.id as Node);
  if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression')
    return [...boundNames(node.id as Node | null), ...(node.params as Node[]).flatMap((p) => boundNames(p))];
  if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') return boundNames(node.id as Node | null);
  if (node.type === 'CatchClause') return boundNames(node.param as Node | null);
  if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier')
    return [(node.local as Node).name as string];
  return [];
}

/**
 * A consumer of React in a form that makes the bundler build React's whole module object (so
 * every export is kept): a default import (`import React from 'react'`, CommonJS's
 * `module.exports`) used only as `React.name`, and a computed read whose key is a module-level
 * string constant (`React[USE_OPTIMISTIC]`). Both are rewritten to the same reads written
 * plainly: `import * as React from 'react'`, `React.useOptimistic`. Returns null when neither
 * occurs; a default import used any other way, or a constant written again, is left as it is.
 * Throws when such a constant's name is declared anywhere else in the module (a parameter, a
 * local): the read may then mean another value, which this does not tell apart.
 */
export function plainReactReads(code: string, id = 'module.js'): string | null {
  if (!/from\s*["']react(-dom)?["']/.test(code)) return null;
  const program = parseAst(code, { lang: /\.tsx?$/.test(id) ? 'tsx' : 'jsx' }) as unknown as Node;
  const body = program.body as Node[];
  const namespaces = new Set<string>();
  const defaults = new Map<string, Node>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || !REACT_SPECIFIER.test((statement.source as Node).value as string)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const name = (specifier.local as Node).name as string;
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(name);
      if (specifier.type === 'ImportDefaultSpecifier') defaults.set(name, specifier);
    }
  }
  // Module-level `var/const/let NAME = "literal"`, never written again.
  const constants = new Map<string, string>();
  const written = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of statement.declarations as Node[]) {
      const init = d.init as Node | null;
      if ((d.id as Node).type === 'Identifier' && init?.type === 'Literal' && typeof init.value === 'string')
        constants.set((d.id as Node).name as string, init.value);
    }
  }
  const edits: { start: number; end: number; text: string; key?: string }[] = [];
  const defaultUses = new Map<string, { plain: boolean }>();
  for (const name of defaults.keys()) defaultUses.set(name, { plain: true });
  // How often each name is declared: a constant's name declared again (a parameter, a local)
  // may be another value where it is read.
  const declarations = new Map<string, number>();
  const walk = (node: Node, parent: Node | undefined) => {
    for (const name of declaredBy(node)) declarations.set(name, (declarations.get(name) ?? 0) + 1);
    if (node.type === 'AssignmentExpression' && (node.left as Node).type === 'Identifier') written.add((node.left as Node).name as string);
    if (node.type === 'UpdateExpression' && (node.argument as Node).type === 'Identifier') written.add((node.argument as Node).name as string);
    if (node.type === 'MemberExpression' && node.computed && (node.object as Node).type === 'Identifier') {
      const object = (node.object as Node).name as string;
      const key = node.property as Node;
      if (
        namespaces.has(object) &&
        key.type === 'Identifier' &&
        constants.has(key.name as string) &&
        /^[A-Za-z_$][\w$]*$/.test(constants.get(key.name as string)!)
      ) {
        edits.push({ start: node.start, end: node.end, text: `${object}.${constants.get(key.name as string)}`, key: key.name as string });
      }
    }
    if (node.type === 'Identifier' && defaultUses.has(node.name as string) && parent) {
      const isMemberObject = parent.type === 'MemberExpression' && parent.object === node && !parent.computed;
      const isImport = parent.type === 'ImportDefaultSpecifier';
      const isKey =
        (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
        (parent.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand);
      if (!isMemberObject && !isImport && !isKey) defaultUses.get(node.name as string)!.plain = false;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) walk(child, node);
      } else if (isNode(value)) walk(value, node);
    }
  };
  walk(program, undefined);
  const kept = edits.filter((e) => e.key === undefined || !written.has(e.key));
  for (const edit of kept) {
    if (edit.key !== undefined && declarations.get(edit.key) !== 1)
      throw new Error(
        `react-as-esm: ${id} at ${edit.start}: \`${edit.key}\` is declared more than once, so a read of React by it may not mean "${constants.get(edit.key)}"; read the module again`,
      );
  }
  for (const [name, specifier] of defaults) {
    if (!defaultUses.get(name)!.plain) continue;
    const declaration = body.find((s) => s.type === 'ImportDeclaration' && (s.specifiers as Node[]).includes(specifier))!;
    const others = (declaration.specifiers as Node[]).filter((s) => s !== specifier);
    const source = JSON.stringify((declaration.source as Node).value);
    const rest = others.length ? `\nimport { ${others.map((s) => code.slice(s.start, s.end)).join(', ')} } from ${source};` : '';
    kept.push({ start: declaration.start, end: declaration.end, text: `import * as ${name} from ${source};${rest}` });
  }
  if (!kept.length) return null;
  let out = code;
  for (const edit of kept.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** A package entry: its production module's exports, and the module itself as `default` (CommonJS's `module.exports`). */
export function entryModule(target: string, checkDce?: string): string {
  const source = JSON.stringify(target);
  return [checkDce ? `import ${JSON.stringify(checkDce)};` : '', `import * as all from ${source};`, `export * from ${source};`, 'export default all;'].join(
    '\n',
  );
}

/** react-dom's entry's own `checkDCE` function, called as the entry calls it (once per entry, first). */
function checkDceModule(entryText: string, file: string): string {
  const start = entryText.indexOf('function checkDCE()');
  const end = entryText.indexOf("if (process.env.NODE_ENV === 'production') {\n  // DCE");
  if (start < 0 || end < start) throw new Error(`react-as-esm: ${file} no longer has checkDCE where expected`);
  // Its development-only branch is dead in production, as in the entry's production branch.
  const fn = entryText.slice(start, end).replace("if (process.env.NODE_ENV !== 'production')", 'if (false)');
  return `${fn}\ncheckDCE();\n`;
}

export function reactAsEsm(): Plugin {
  return {
    name: 'league:react-as-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment?.name === 'client' && id.startsWith(CHECK_DCE)) return id;
      return null;
    },
    async load(id) {
      if (this.environment?.name !== 'client') return null;
      if (id.startsWith(CHECK_DCE)) {
        const entry = id.slice(CHECK_DCE.length + 1);
        return { code: checkDceModule(await fs.readFile(entry, 'utf8'), entry), moduleType: 'js' };
      }
      const file = id.split('?')[0] ?? id;
      const target = entryOf(file);
      if (target) {
        const checkDce = /[\\/]react-dom[\\/]/.test(file) ? `${CHECK_DCE}:${file}` : undefined;
        return { code: entryModule(target, checkDce), moduleType: 'js' };
      }
      if (PRODUCTION.test(file)) {
        const code = await fs.readFile(file, 'utf8');
        return { code: commonJsToEsm(code, path.basename(file)), moduleType: 'js' };
      }
      return null;
    },
    transform: {
      filter: { id: /node_modules/, code: /from\s*["']react(-dom)?["']/ },
      handler(code, id) {
        if (this.environment?.name !== 'client' || !/\.m?js$/.test(id.split('?')[0] ?? id)) return null;
        const out = plainReactReads(code, id);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
