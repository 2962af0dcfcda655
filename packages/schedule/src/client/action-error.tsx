import { useEffect, useRef } from 'react';
import { ErrorBanner } from '@league/ui';

/**
 * The red banner for a failed write (spec 8). The button that failed may be far down the
 * page, so the banner is brought into view; role="alert" announces it either way.
 */
export function ActionError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref}>
      <ErrorBanner message={message} />
    </div>
  );
}
