/**
 * Two small browser helpers every package's screens share: the current time as state that
 * moves on by itself, and copying text to the clipboard on plain http too.
 */
import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` (re-renders the caller), so "x ago" labels and badges move on. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Copies `text`: the Clipboard API first, the old execCommand path where there is none (a page on plain http). True when it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the textarea copy */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
