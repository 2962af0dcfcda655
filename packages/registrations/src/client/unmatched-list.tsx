/**
 * The dues screen's third list: PLAYER contributions recorded on Finance for a person that
 * pay none of their lines (the amount equals no unpaid line of theirs), so the treasurer
 * sees money that is in the ledger but settles nothing, and can correct it there.
 */
import { useId } from 'react';
import { Badge, Card, formatDateTime, formatRupees } from '@league/ui';
import { Trans } from '@league/ui/i18n/macro';
import type { DuesUnmatched } from '../contract';

export function UnmatchedList({ payments }: { payments: DuesUnmatched[] }) {
  const tableId = useId();
  return (
    <Card className="reg-card">
      <div className="reg-import__table" role="region" aria-labelledby={tableId} tabIndex={0}>
        <table>
          <caption id={tableId}>
            <Trans>Paid, not matched: Finance contributions that equal no unpaid line of the player</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Player</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.contributionId}>
                <td>{p.name}</td>
                <td className="ui-num">{formatRupees(p.amountPaise)}</td>
                <td>
                  <Badge tone="warn">
                    <Trans>Paid, not matched</Trans>
                  </Badge>
                  <span className="dues__when">{formatDateTime(p.paidAt)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
