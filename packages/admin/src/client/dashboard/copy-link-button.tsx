/** Copy-link button (spec 4): the icon turns into a tick for 1.2 s and a 'Link copied' toast shows. */
import { useEffect, useRef, useState } from 'react';
import { copyText, useToast } from '@league/ui';
import { DASHBOARD_LIMITS } from './derive';
import { CopiedIcon, CopyIcon } from './icons';

export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(url))) {
      toast.show('Could not copy the link', { tone: 'error' });
      return;
    }
    setCopied(true);
    toast.show('Link copied', { tone: 'success' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), DASHBOARD_LIMITS.copyFeedbackMs);
  }

  return (
    <button
      type="button"
      className="ui-icon-btn dash-copy"
      aria-label={`Copy ${label} link`}
      data-copied={copied ? 'true' : undefined}
      onClick={() => void copy()}
    >
      {copied ? <CopiedIcon /> : <CopyIcon />}
    </button>
  );
}
