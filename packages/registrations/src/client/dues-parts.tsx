/** The dues screen's parts every list shares: a line's status, and its "Mark paid" button. */
import { messageOf } from '@league/core/client';
import { Badge, Button, formatDateTime, formatRupees, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { PayMutation } from './queries';

export function DuesStatus({ line }: { line: { paid: boolean; amountPaise: number; paidAt: string | null } }) {
  if (!line.paid)
    return (
      <Badge tone="warn">
        <Trans>Not paid</Trans>
      </Badge>
    );
  const amount = formatRupees(line.amountPaise);
  return (
    <>
      <Badge tone="ok">
        <Trans>Paid {amount}</Trans>
      </Badge>
      {line.paidAt && <span className="dues__when">{formatDateTime(line.paidAt)}</span>}
    </>
  );
}

/** "Mark paid" for one line (`payKey`: the id of a fee line or of a charge), with its toasts. */
export function PayButton({
  pay,
  payKey,
  name,
  reason,
  amountPaise,
  disabled,
}: {
  pay: PayMutation;
  payKey: string;
  /** With `reason`, what screen readers hear after "Mark paid": whose line it is. */
  name: string;
  reason?: string;
  amountPaise: number;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const amount = formatRupees(amountPaise);
  const whose = reason ? t`for ${name}, ${reason}` : t`for ${name}`;
  return (
    <Button
      size="sm"
      disabled={disabled}
      loading={pay.isPending && pay.variables === payKey}
      onClick={() =>
        pay.mutate(payKey, {
          onSuccess: () => toast.show(t`${name}: ${amount} recorded in Finance`, { tone: 'success' }),
          onError: (e) => toast.show(messageOf(e, t`Payment not recorded`), { tone: 'error' }),
        })
      }
    >
      <Trans>Mark paid</Trans>
      <span className="ui-visually-hidden"> {whose}</span>
    </Button>
  );
}

/** An unpaid line's UPI parts: its QR code (opening the payer's page), its reference and a WhatsApp reminder. */
export function UpiLinks({ line, name }: { line: { paid: boolean; reference: string; payPage: string | null; reminderLink: string | null }; name: string }) {
  const { t } = useLingui();
  if (line.paid) return null;
  return (
    <div className="dues__upi">
      {line.payPage && (
        <a href={line.payPage} target="_blank">
          <img src={`${line.payPage}/qr.svg`} alt={t`UPI QR code for ${name}`} width={64} height={64} loading="lazy" />
        </a>
      )}
      <code>{line.reference}</code>
      {line.reminderLink && (
        <a href={line.reminderLink} target="_blank">
          <Trans>
            Remind<span className="ui-visually-hidden"> {name}</span> on WhatsApp
          </Trans>
        </a>
      )}
    </div>
  );
}
