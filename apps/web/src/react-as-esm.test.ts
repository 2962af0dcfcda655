// @vitest-environment happy-dom
/**
 * React as the browser build ships it (build/react-as-esm.ts): a tiny entry using React the
 * way screens do is bundled by Vite with the plugin, as the client build is, and the bundle's
 * React renders, updates and runs effects in the DOM.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commonJsToEsm, plainReactReads, reactAsEsm } from '../build/react-as-esm';
import { bundleAndRun } from './bundle-for-test';

const ENTRY_CODE = `
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
export { jsx, jsxs } from 'react/jsx-runtime';
export { useEffect, useState } from 'react';
`;

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
  const out = await bundleAndRun<BundledReact>(ENTRY_CODE, [reactAsEsm()], { 'process.env.NODE_ENV': '"production"' });
  react = out.exports;
  code = out.code;
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

  it('refuses a require after other statements: as an import it would run before them', () => {
    expect(() => commonJsToEsm('"use strict";\nvar A = require("a");\nexports.a = A;')).not.toThrow();
    expect(() => commonJsToEsm('"use strict";\nglobalThis.ready = 1;\nvar A = require("a");\nexports.a = A;')).toThrow(/require after other statements/);
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

  it("refuses a constant computed read when the constant's name is declared again: a parameter or local may be another value", () => {
    const read = (inner: string) => plainReactReads(['import * as R from "react";', 'var USE = "useOptimistic";', inner].join('\n'));
    for (const inner of [
      'export function f(USE) { return R[USE]; }',
      'export function f({ USE }) { return R[USE]; }',
      'export const f = () => { const USE = "use"; return R[USE]; };',
      'try {} catch (USE) { R[USE]; }',
    ])
      expect(() => read(inner), inner).toThrow(/`USE` is declared more than once/);
    expect(read('export function f(use) { return R[USE]; }')).toContain('return R.useOptimistic;');
  });

  it('leaves a default import that is passed around as it is', () => {
    expect(plainReactReads('import React from "react";\nexport const r = React;')).toBeNull();
  });
});
