// @vitest-environment happy-dom
/**
 * React as the browser build ships it (build/react-as-esm.ts): a tiny entry using React the
 * way screens do is bundled by Vite with the plugin, as the client build is, and the bundle's
 * React renders, updates and runs effects in the DOM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commonJsToEsm, plainReactReads, reactAsEsm } from '../build/react-as-esm';

const IMPORTER = fileURLToPath(import.meta.url);
const ENTRY = '\0react-as-esm-entry';
const ENTRY_CODE = `
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
export { jsx, jsxs } from 'react/jsx-runtime';
export { useEffect, useState } from 'react';
`;

function entry(): Plugin {
  return {
    name: 'react-as-esm-entry',
    resolveId(id) {
      if (id === ENTRY) return ENTRY;
      if (/^react(-dom)?(\/|$)/.test(id)) return this.resolve(id, IMPORTER, { skipSelf: true });
      return null;
    },
    load(id) {
      return id === ENTRY ? ENTRY_CODE : null;
    },
  };
}

interface BundledReact {
  createRoot: typeof import('react-dom/client').createRoot;
  flushSync: typeof import('react-dom').flushSync;
  jsx: typeof import('react/jsx-runtime').jsx;
  useEffect: typeof import('react').useEffect;
  useState: typeof import('react').useState;
}

let react: BundledReact;
let code: string;

beforeAll(async () => {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: path.dirname(IMPORTER),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactAsEsm(), entry()],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict', output: { format: 'cjs' } } },
  })) as Rolldown.RolldownOutput;
  code = out.output
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n');
  const module = { exports: {} as BundledReact };
  new Function('module', 'exports', code)(module, module.exports);
  react = module.exports;
});

describe("the browser build's React", () => {
  it('is bundled as ES modules: no require shim, and exports nobody uses are left out', () => {
    expect(code).not.toMatch(/__commonJS|require\(/);
    // React.Children and cloneElement are not used by the entry.
    expect(code).not.toContain('React.Children.only expected');
    expect(code).not.toContain('The argument must be a React element');
    // react-dom's entries still offer DevTools its dead-code check.
    expect(code).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE');
  });

  it('renders, updates state and runs effects', async () => {
    const { createRoot, flushSync, jsx, useEffect, useState } = react;
    const effects: number[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => {
        effects.push(count);
      }, [count]);
      return jsx('button', { onClick: () => setCount((n) => n + 1), children: `Clicked ${count}` });
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(jsx(Counter, {})));
    expect(container.textContent).toBe('Clicked 0');
    flushSync(() => container.querySelector('button')!.click());
    expect(container.textContent).toBe('Clicked 1');
    await vi.waitFor(() => expect(effects).toEqual([0, 1]));
    flushSync(() => root.unmount());
    container.remove();
  });
});

describe('commonJsToEsm', () => {
  it('turns exports into bindings, a written-again export into a live one, requires into imports', () => {
    const out = commonJsToEsm(
      [
        'var Dep = require("dep");',
        'exports.now = void 0;',
        'if (Dep.fast) exports.now = function () { return 1; };',
        'exports.read = function () { return exports.now(); };',
      ].join('\n'),
    );
    expect(out).toContain('import * as Dep from "dep";');
    expect(out).toContain('var __cjs_export_now;');
    expect(out).toContain('var __cjs_export_read = function () { return __cjs_export_now(); };');
    expect(out).toContain('export { __cjs_export_now as now, __cjs_export_read as read };');
  });

  it('refuses a module of another shape', () => {
    expect(() => commonJsToEsm('module.exports = {};')).toThrow(/module/);
    expect(() => commonJsToEsm('exports[name] = 1;')).toThrow(/exports/);
    expect(() => commonJsToEsm('exports.a = 1; exports.a += 1;')).toThrow(/compound/);
    expect(() => commonJsToEsm('exports.a = exports.b;')).toThrow(/never written/);
    expect(() => commonJsToEsm('var x = this;')).toThrow(/this/);
  });
});

describe('plainReactReads', () => {
  it('rewrites a default import used only for its members, and a constant computed read, to plain reads', () => {
    const out = plainReactReads(
      [
        'import React, { useState } from "react";',
        'import * as R from "react";',
        'var USE = "useOptimistic";',
        'var impl = R[USE];',
        'export const el = React.createElement("p", null, useState);',
      ].join('\n'),
    );
    expect(out).toContain('import * as React from "react";\nimport { useState } from "react";');
    expect(out).toContain('var impl = R.useOptimistic;');
  });

  it('leaves a default import that is passed around as it is', () => {
    expect(plainReactReads('import React from "react";\nexport const r = React;')).toBeNull();
  });
});
