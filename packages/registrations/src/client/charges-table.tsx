/**
 * The dues screen's second list: what players owe besides the season's fee (today the fee of
 * a player bought at an auction that charges bought players), each paid once through the ledger.
 */
import { useId } from 'react';
import { messageOf } from '@league/core/client';
import { Badge, Button, Card, formatDateTime, formatRupees, useToast } from '@league/ui';
import type { DuesCharge } from '../contract';
import type { useMarkChargePaid } from './queries';

export function ChargesTable({ charges, pay }: { charges: DuesCharge[]; pay: ReturnType<typeof useMarkChargePaid> }) {
  const toast = useToast();
  const tableId = useId();
  // Who has not paid first, as the fee list.
  const rows = [...charges].sort((a, b) => Number(a.paid) - Number(b.paid) || a.name.localeCompare(b.name));
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
            {rows.map((row) => (
              <tr key={row.chargeId}>
                <td>{row.name}</td>
                <td>{row.reason}</td>
                <td className="ui-num">{formatRupees(row.owedPaise)}</td>
                <td>
                  {row.paid ? (
                    <>
                      <Badge tone="ok">Paid {formatRupees(row.amountPaise)}</Badge>
                      {row.paidAt && <span className="dues__when">{formatDateTime(row.paidAt)}</span>}
                    </>
                  ) : (
                    <Badge tone="warn">Not paid</Badge>
                  )}
                </td>
                <td>
                  {!row.paid && (
                    <Button
                      size="sm"
                      loading={pay.isPending && pay.variables === row.chargeId}
                      onClick={() =>
                        pay.mutate(row.chargeId, {
                          onSuccess: () => toast.show(`${row.name}: ${formatRupees(row.owedPaise)} recorded in Finance`, { tone: 'success' }),
                          onError: (e) => toast.show(messageOf(e, 'Payment not recorded'), { tone: 'error' }),
                        })
                      }
                    >
                      Mark paid
                      <span className="ui-visually-hidden">
                        {' '}
                        for {row.name}, {row.reason}
                      </span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
