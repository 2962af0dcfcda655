/** Copy-link button (spec 4): the icon turns into a tick for 1.2 s and a 'Link copied' toast shows. */
import { useEffect, useRef, useState } from 'react';
import { copyText, useToast } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
import { DASHBOARD_LIMITS } from './derive';
import { CopiedIcon, CopyIcon } from './icons';

export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(url))) {
      toast.show(t`Could not copy the link`, { tone: 'error' });
      return;
    }
    setCopied(true);
    toast.show(t`Link copied`, { tone: 'success' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), DASHBOARD_LIMITS.copyFeedbackMs);
  }

  return (
    <button
      type="button"
      className="ui-icon-btn dash-copy"
      aria-label={t`Copy ${label} link`}
      data-copied={copied ? 'true' : undefined}
      onClick={() => void copy()}
    >
      {copied ? <CopiedIcon /> : <CopyIcon />}
    </button>
  );
}
