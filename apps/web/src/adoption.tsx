/**
 * Adopting a prerendered page a section at a time (quality F2, total blocking time). React
 * adopts the markup of each Suspense boundary in a pass of its own, so a phone's main thread
 * is held for one section at a time instead of the whole page at once. For that to hold,
 * every section must render exactly as it was prerendered when its turn comes: as a
 * visitor, and with no data. So until the last section is adopted, nothing changes under
 * them: the app's calls to the server wait (holdRequests: the queries stay in flight, as
 * prerendered) and the signed-in view waits (renderAsVisitor stays on). Then both go, and
 * the sections fill in as on any other page.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { holdRequests, renderAsVisitor } from '@league/core/client';

let holding = false;
let waiting = 0;
let letGo = () => {};

function release() {
  if (!holding) return;
  holding = false;
  renderAsVisitor(false);
  letGo();
}

/** Before hydrating a prerendered page: the visitor's view, and no data, until it is adopted. */
export function holdUntilAdopted() {
  holding = true;
  renderAsVisitor(true);
  holdRequests(new Promise<void>((resolve) => (letGo = resolve)));
}

/**
 * The root's effect after the first pass: the page's frame is adopted, and each section
 * counted itself in (effects run children first). A page without sections is done.
 */
export function useFrameAdopted() {
  useEffect(() => {
    if (waiting === 0) release();
  }, []);
}

function Adopted() {
  useEffect(() => {
    if (holding && --waiting === 0) release();
  }, []);
  return null;
}

function Counted({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (holding) waiting++;
  }, []);
  return children;
}

/**
 * A section of a prerendered page adopted in its own pass. Nothing in it may suspend (the
 * fallback is never shown): it is the boundary React needs, not a loading state.
 */
export function OwnPass({ children }: { children: ReactNode }) {
  return (
    <Counted>
      <Suspense fallback={null}>
        <Adopted />
        {children}
      </Suspense>
    </Counted>
  );
}
