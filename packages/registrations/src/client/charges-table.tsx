/**
 * The dues screen's second list: what players owe besides the season's fee (today the fee of
 * a player bought at an auction that charges bought players), each paid once through the ledger.
 */
import { useId } from 'react';
import { Card, formatRupees } from '@league/ui';
import { Trans } from '@league/ui/i18n/macro';
import type { DuesCharge } from '../contract';
import { DuesStatus, PayButton, UpiLinks } from './dues-parts';
import type { PayMutation } from './queries';

/** Who has not paid first, as the fee list (the server's order). */
export function ChargesTable({ charges, pay }: { charges: DuesCharge[]; pay: PayMutation }) {
  const tableId = useId();
  return (
    <Card className="reg-card">
      <div className="reg-import__table" role="region" aria-labelledby={tableId} tabIndex={0}>
        <table>
          <caption id={tableId}>
            <Trans>Other charges: players bought at auction</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Player</Trans>
              </th>
              <th scope="col">
                <Trans>For</Trans>
              </th>
              <th scope="col">
                <Trans>Owed</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <span className="ui-visually-hidden">
                  <Trans>Action</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {charges.map((row) => (
              <tr key={row.chargeId}>
                <td>{row.name}</td>
                <td>{row.reason}</td>
                <td className="ui-num">{formatRupees(row.owedPaise)}</td>
                <td>
                  <DuesStatus line={row} />
                </td>
                <td>
                  {!row.paid && <PayButton pay={pay} payKey={row.chargeId} name={row.name} reason={row.reason} amountPaise={row.owedPaise} />}
                  <UpiLinks line={row} name={row.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
