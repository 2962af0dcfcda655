/** The dues screen's parts every list shares: a line's status, and its "Mark paid" button. */
import type { ReactNode } from 'react';
import { messageOf } from '@league/core/client';
import { Badge, Button, formatDateTime, formatRupees, useToast } from '@league/ui';
import type { PayMutation } from './queries';

export function DuesStatus({ line }: { line: { paid: boolean; amountPaise: number; paidAt: string | null } }) {
  if (!line.paid) return <Badge tone="warn">Not paid</Badge>;
  return (
    <>
      <Badge tone="ok">Paid {formatRupees(line.amountPaise)}</Badge>
      {line.paidAt && <span className="dues__when">{formatDateTime(line.paidAt)}</span>}
    </>
  );
}

/** "Mark paid" for one line (`payKey`: the phone of a fee, the id of a charge), with its toasts. */
export function PayButton({
  pay,
  payKey,
  name,
  amountPaise,
  disabled,
  children,
}: {
  pay: PayMutation;
  payKey: string;
  name: string;
  amountPaise: number;
  disabled?: boolean;
  /** What screen readers hear after "Mark paid" (whose line it is). */
  children: ReactNode;
}) {
  const toast = useToast();
  return (
    <Button
      size="sm"
      disabled={disabled}
      loading={pay.isPending && pay.variables === payKey}
      onClick={() =>
        pay.mutate(payKey, {
          onSuccess: () => toast.show(`${name}: ${formatRupees(amountPaise)} recorded in Finance`, { tone: 'success' }),
          onError: (e) => toast.show(messageOf(e, 'Payment not recorded'), { tone: 'error' }),
        })
      }
    >
      Mark paid<span className="ui-visually-hidden">{children}</span>
    </Button>
  );
}
