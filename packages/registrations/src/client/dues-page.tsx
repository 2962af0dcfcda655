/**
 * /dashboard/dues: who of the season's approved players has not paid the registration
 * fee, with totals. Marking paid records a PLAYER contribution in the finance ledger; to
 * undo it, delete that contribution on the Finance page (and restore it there if needed).
 */
import { useEffect, useId } from 'react';
import { Link } from '@league/ui/i18n';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError, messageOf, useSession } from '@league/core/client';
import { Button, ButtonLink, Card, EmptyState, ErrorBanner, PageHeader, Skeleton, StatTile, formatRupees } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { duesQuery, useMarkChargePaid, useMarkPaid } from './queries';
import { ChargesTable } from './charges-table';
import { DuesStatus, PayButton, UpiLinks } from './dues-parts';
import { StatementImport } from './statement-import';
import { UnmatchedList } from './unmatched-list';
import './registrations.css';

/** The CSV of who owes what (name, phone, amount, reference, UPI link), for WhatsApp or a spreadsheet. */
async function downloadOwed() {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([await api.get<string>('/api/dues.csv')], { type: 'text/csv' }));
  link.download = 'dues.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

export function DuesPage() {
  const { t } = useLingui();
  const { logout } = useSession();
  const query = useQuery(duesQuery(t`Failed to load dues`));
  const pay = useMarkPaid();
  const payCharge = useMarkChargePaid();
  const tableId = useId();
  useEffect(() => {
    if ([query.error, pay.error, payCharge.error].some((e) => e instanceof ApiError && e.isAuth)) logout();
  }, [query.error, pay.error, payCharge.error, logout]);

  const data = query.data;
  // Every line owed counts, as "Still owed" does: the season's fees and the other charges.
  const lines = data ? { unpaid: data.totals.unpaid + data.charges.filter((c) => !c.paid).length, all: data.totals.players + data.charges.length } : null;
  const season = data?.season;
  const fee = formatRupees(data?.feePaise ?? 0);
  const unpaid = lines?.unpaid ?? 0;
  const all = lines?.all ?? 0;
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg dues">
      <PageHeader
        title={t`Registration dues`}
        subtitle={data ? t`Season ${season}: ${fee} a player` : t`Who has paid the season's registration fee`}
        actions={
          <>
            <Button variant="secondary" onClick={() => void downloadOwed()}>
              <Trans>Who owes (CSV)</Trans>
            </Button>
            <ButtonLink to="/finance" variant="secondary">
              <Trans>Finance</Trans>
            </ButtonLink>
          </>
        }
      />
      {query.isError && <ErrorBanner message={messageOf(query.error, t`Failed to load dues`)} onRetry={() => void query.refetch()} />}
      {query.isPending && (
        <div aria-busy="true" aria-label={t`Loading dues`}>
          <Skeleton height={200} radius="var(--radius-md)" />
        </div>
      )}
      {data && (
        <>
          {data.feePaise === 0 && (
            <ErrorBanner
              message={
                <>
                  <Trans>
                    No registration fee is set for this season. <Link to="/dashboard/settings">Set it in Settings</Link>.
                  </Trans>
                </>
              }
            />
          )}
          <div className="dues__tiles" role="group" aria-label={t`Totals`}>
            <StatTile label={t`Not paid`} value={t`${unpaid} of ${all}`} hint={t`Fees and other charges`} />
            <StatTile label={t`Still owed`} value={formatRupees(data.totals.owedPaise)} />
            <StatTile label={t`Collected`} value={formatRupees(data.totals.collectedPaise)} />
            <StatTile label={t`Matched today`} value={formatRupees(data.totals.matchedTodayPaise)} />
          </div>
          {data.rows.length === 0 ? (
            <EmptyState
              title={t`No approved players yet`}
              hint={t`Approve sign-ups in the registrations dashboard; each then owes the fee.`}
              action={
                <ButtonLink to="/dashboard/sheets">
                  <Trans>Review sign-ups</Trans>
                </ButtonLink>
              }
            />
          ) : (
            <Card className="reg-card">
              <div className="reg-import__table" role="region" aria-labelledby={tableId} tabIndex={0}>
                <table>
                  <caption id={tableId}>
                    <Trans>Approved players, who has not paid first</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Player</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Phone</Trans>
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
                    {data.rows.map((row) => (
                      <tr key={row.lineId}>
                        <td>{row.name}</td>
                        <td className="ui-num">{row.playerPhone}</td>
                        <td>
                          <DuesStatus line={row} />
                        </td>
                        <td>
                          {!row.paid && <PayButton pay={pay} payKey={row.lineId} name={row.name} amountPaise={data.feePaise} disabled={data.feePaise === 0} />}
                          <UpiLinks line={row} name={row.name} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          )}
          {data.charges.length > 0 && <ChargesTable charges={data.charges} pay={payCharge} />}
          {data.unmatched.length > 0 && <UnmatchedList payments={data.unmatched} />}
          <StatementImport />
          <p className="ui-muted">
            <Trans>A PLAYER contribution recorded on the Finance page for a player counts here too.</Trans>
          </p>
          <p className="ui-muted">
            <Trans>To undo a payment, delete its contribution on the Finance page; restoring it there marks the player paid again.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
