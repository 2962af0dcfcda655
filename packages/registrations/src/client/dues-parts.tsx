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

/** An unpaid line's UPI parts: its QR code (opening the payer's page), its reference and a WhatsApp reminder. */
export function UpiLinks({ line, name }: { line: { paid: boolean; reference: string; payPage: string | null; reminderLink: string | null }; name: string }) {
  if (line.paid) return null;
  return (
    <div className="dues__upi">
      {line.payPage && (
        <a href={line.payPage} target="_blank">
          <img src={`${line.payPage}/qr.svg`} alt={`UPI QR code for ${name}`} width={64} height={64} loading="lazy" />
        </a>
      )}
      <code>{line.reference}</code>
      {line.reminderLink && (
        <a href={line.reminderLink} target="_blank">
          Remind<span className="ui-visually-hidden"> {name}</span> on WhatsApp
        </a>
      )}
    </div>
  );
}
