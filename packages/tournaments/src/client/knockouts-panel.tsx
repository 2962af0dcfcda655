/**
 * A tournament's knockouts (part 3 spec 4, issue 31) under its points table: each stage as a
 * card, a side not yet known showing its placeholder ("1st in the table", "Winner SF1"). An
 * admin whose tournament has none makes them from a template here (`POST …/knockouts`).
 */
import { useState } from 'react';
import { Link, say } from '@league/ui/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, useSession } from '@league/core/client';
import { groundsQuery, matchKeys } from '@league/schedule/client';
import { Button, Card, CardGrid, ErrorBanner, Field, Select, TextInput, formatDateTime } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { KNOCKOUT_STAGE_COUNTS, type KnockoutTemplate } from '../knockout-templates';
import type { KnockoutBracket, KnockoutStageAnswer, KnockoutsInput } from '../knockouts-contract';
import { tournamentKeys } from './keys';
import type { Words } from './words';

const TEMPLATES: Record<KnockoutTemplate, Words> = {
  semis: msg`Semi-finals: 1v4, 2v3`,
  top6: msg`Top six with quarter-finals`,
  ipl: msg`IPL-style qualifiers`,
};

const FAILED = msg`Failed to create the knockouts.`;
const url = (id: string) => `/api/tournaments/${encodeURIComponent(id)}/knockouts`;

/** Under a tournament's table: nothing while it has no knockouts (an admin gets the form to add them). */
export function KnockoutsPanel({ tournamentId }: { tournamentId: string }) {
  const { isAdmin } = useSession();
  const { t, i18n } = useLingui();
  const bracket = useQuery({
    queryKey: tournamentKeys.knockouts(tournamentId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: KnockoutBracket | null }>(url(tournamentId), { signal, fallback: t`Failed to load the knockouts.` })).data,
  });
  if (bracket.isError) return <ErrorBanner message={bracket.error.message} onRetry={() => void bracket.refetch()} />;
  const data = bracket.data;
  if (data === undefined || (data === null && !isAdmin)) return null;
  return (
    <section className="ui-stack" aria-label={t`Knockouts`}>
      <h2 className="mc-subtitle">
        <Trans>Knockouts</Trans>
      </h2>
      {data ? (
        <CardGrid as="ol">
          {data.stages.map((stage) => {
            const home = side(stage, 0);
            const away = side(stage, 1);
            return (
              <Card as="li" key={stage.code} className="ui-stack ui-stack--xs">
                <h3 className="mc-subtitle">
                  <Link to={`/matches/${stage.matchId}`}>{say(i18n, stage.name)}</Link>
                </h3>
                <time className="ui-muted ui-text-sm" dateTime={stage.matchDate}>
                  {formatDateTime(stage.matchDate)}
                </time>
                <p>
                  <Trans>
                    {home} v {away}
                  </Trans>
                </p>
                {stage.result && <p className="ui-text-sm">{say(i18n, stage.result)}</p>}
              </Card>
            );
          })}
        </CardGrid>
      ) : (
        <KnockoutsForm tournamentId={tournamentId} />
      )}
    </section>
  );
}

/** A side: its team once known (bold when it went through), else its placeholder, muted. */
function side(stage: KnockoutStageAnswer, i: 0 | 1) {
  const { team, teamId, label } = stage.sides[i];
  if (!team) return <span className="ui-muted">{label}</span>;
  return teamId && teamId === stage.winnerId ? <strong>{team}</strong> : team;
}

function KnockoutsForm({ tournamentId }: { tournamentId: string }) {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  // The schedule's grounds entry, as its grounds screen and the fixture plan keep it.
  const grounds = useQuery(groundsQuery);
  const [template, setTemplate] = useState<KnockoutTemplate>('semis');
  const matchLabel = (n: number) => t`Match ${n}`;
  const create = useMutation({
    mutationFn: (body: KnockoutsInput) => api.post<{ data: KnockoutBracket }>(url(tournamentId), body, { fallback: i18n._(FAILED) }),
    onSuccess: (body) => {
      client.setQueryData(tournamentKeys.knockouts(tournamentId), body.data);
      // The new fixtures show in the schedule.
      return client.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
  return (
    <form
      className="ui-stack"
      aria-label={t`Add knockouts`}
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const groundId = form.get('groundId') as string;
        create.mutate({ template, dates: form.getAll('date') as string[], ...(groundId && { groundId }) });
      }}
    >
      <Field label={t`Template`}>
        <Select value={template} onChange={(e) => setTemplate(e.target.value as KnockoutTemplate)}>
          {Object.entries(TEMPLATES).map(([value, name]) => (
            <option key={value} value={value}>
              {i18n._(name)}
            </option>
          ))}
        </Select>
      </Field>
      {/* One per match, in the order they are played (league time). */}
      {Array.from({ length: KNOCKOUT_STAGE_COUNTS[template] }, (_, i) => (
        <Field key={i} label={matchLabel(i + 1)} required>
          <TextInput type="datetime-local" name="date" />
        </Field>
      ))}
      <Field label={t`Ground`}>
        <Select name="groundId">
          <option value="">{t`Not set`}</option>
          {grounds.data?.data.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
      </Field>
      {create.isError && <ErrorBanner message={messageOf(create.error, i18n._(FAILED))} />}
      <Button type="submit" loading={create.isPending}>
        <Trans>Create</Trans>
      </Button>
    </form>
  );
}
