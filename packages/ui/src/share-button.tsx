/**
 * Share this page (part 3 spec section 3): the phone's share sheet where there is one, else
 * a WhatsApp link with the text and the address prefilled. It is a real link to wa.me, so
 * it works before the app's scripts run too; with a share sheet the click opens that instead.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';
import { useLingui } from '@league/ui/i18n/macro';

export interface ShareButtonProps {
  /** What is shared: "Kaveri Kings vs Ashoka Avengers: Kaveri Kings won by 4 wickets". */
  text: string;
  title?: string;
  /** The page's path or address; the current page when absent. */
  url?: string;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

function whatsAppLink(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`.trim())}`;
}

export function ShareButton({ text, title, url, label, variant = 'secondary', size = 'sm', className }: ShareButtonProps) {
  const { t } = useLingui();
  // The address is known only in the browser: the first render (a prerender, its hydration)
  // links with the path alone.
  const [address, setAddress] = useState(url ?? '');
  useEffect(() => {
    setAddress(new URL(url ?? window.location.pathname + window.location.search, window.location.origin).toString());
  }, [url]);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return;
    event.preventDefault();
    try {
      await navigator.share({ title: title ?? text, text, url: address });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to WhatsApp.
      if ((error as { name?: string }).name !== 'AbortError') window.open(whatsAppLink(text, address), '_blank', 'noopener');
    }
  };

  return (
    <a
      className={buttonClass({ variant, size }, className)}
      href={whatsAppLink(text, address)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => void onClick(event)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {label ?? t`Share`}
    </a>
  );
}
