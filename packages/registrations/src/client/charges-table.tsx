/**
 * The dues screen's second list: what players owe besides the season's fee (today the fee of
 * a player bought at an auction that charges bought players), each paid once through the ledger.
 */
import { useId } from 'react';
import { Card, formatRupees } from '@league/ui';
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
          <caption id={tableId}>Other charges: players bought at auction</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">For</th>
              <th scope="col">Owed</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="ui-visually-hidden">Action</span>
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
                  {!row.paid && (
                    <PayButton pay={pay} payKey={row.chargeId} name={row.name} amountPaise={row.owedPaise}>
                      {` for ${row.name}, ${row.reason}`}
                    </PayButton>
                  )}
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
