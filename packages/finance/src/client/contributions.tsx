/** What contributions do differently from expenses, in the add form and in the table. */
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { peopleQuery } from '@league/people/client';
import { Badge, Field, Select, TextInput } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import { CONTRIBUTOR_TYPES, type Contribution, type ContributionInput, type ContributionUpdate, type ContributorType } from '../contract';
import { contributionApi, fetchContributions, type ContributionFilter } from './finance-api';
import { financeKeys } from './keys';
import { screenMessages, type I18n, type Words } from './messages';
import type { FormKind } from './add-form';
import type { LedgerKind } from './ledger-kind';

/** The types as the screen names them (the values sent stay PLAYER, SPONSOR, ALL). */
const TYPE_LABELS: Record<ContributorType | 'ALL', Words> = { PLAYER: msg`PLAYER`, SPONSOR: msg`SPONSOR`, ALL: msg`ALL` };

/** The Type boxes' options: the filter's adds ALL. */
const typeOptions = (types: ReadonlyArray<ContributorType | 'ALL'>, i18n: I18n) =>
  types.map((type) => (
    <option key={type} value={type}>
      {i18n._(TYPE_LABELS[type])}
    </option>
  ));

interface Values {
  type: ContributorType;
  name: string;
  amount: string;
  note: string;
  /** The player it pays the dues of (PLAYER only); '' when not linked. */
  personId: string;
}

/** Add Contribution: the name is labelled by type, and the type stays as chosen after a save. */
export const contributionForm: FormKind<Values, ContributionInput> = {
  noun: 'Contribution',
  title: msg`Add Contribution`,
  save: msg`Save Contribution`,
  start: { type: 'PLAYER', name: '', amount: '', note: '', personId: '' },
  keep: (values) => ({ type: values.type }),
  required: screenMessages.contributionRequired,
  added: screenMessages.contributionAdded,
  example: msg`e.g. 1,500.50`,
  before: (values, set, i18n) => (
    <>
      <Field label={<Trans>Type</Trans>}>
        <Select value={values.type} onChange={(e) => set({ type: e.target.value as ContributorType })}>
          {typeOptions(CONTRIBUTOR_TYPES, i18n)}
        </Select>
      </Field>
      <Field label={values.type === 'PLAYER' ? <Trans>Player Name</Trans> : <Trans>Sponsor Name</Trans>}>
        <TextInput
          value={values.name}
          // Another name is another player: the link chosen for the old one goes.
          onChange={(e) => set({ name: e.target.value, personId: '' })}
          autoComplete="off"
          maxLength={120}
        />
      </Field>
    </>
  ),
  after: (values, set) => values.type === 'PLAYER' && <PlayerRecord name={values.name} value={values.personId} onChange={(personId) => set({ personId })} />,
  toInput: (values, amountPaise, note) => ({
    contributorType: values.type,
    contributorName: values.name.trim(),
    amountPaise,
    note,
    ...(values.type === 'PLAYER' && values.personId ? { personId: values.personId } : {}),
  }),
  add: contributionApi.add,
};

/** The Contributions table: filtered by type and name; only the amount and the note edit. */
export const contributionTable: LedgerKind<Contribution, ContributionFilter, object, ContributionUpdate> = {
  id: 'contributions',
  title: msg`Contributions`,
  caption: msg`Contributions, newest first`,
  filterLabel: msg`Filter contributions`,
  loading: msg`Loading contributions…`,
  showing: (count, more) =>
    more ? (
      <Plural value={count} one="Showing # contribution (more available)" other="Showing # contributions (more available)" />
    ) : (
      <Plural value={count} one="Showing # contribution" other="Showing # contributions" />
    ),
  empty: screenMessages.emptyContributions,
  confirm: screenMessages.confirmDeleteContribution,
  deleteAlert: (message) => msg`Delete error: ${message}`,
  noFilter: { type: 'ALL', name: '' },
  filters: (draft, set, i18n) => (
    <>
      <Field label={<Trans>Type</Trans>}>
        <Select value={draft.type} onChange={(e) => set({ type: e.target.value as ContributionFilter['type'] })}>
          {typeOptions(['ALL', ...CONTRIBUTOR_TYPES], i18n)}
        </Select>
      </Field>
      <Field label={<Trans>Search by name</Trans>}>
        <TextInput type="search" value={draft.name} placeholder={i18n._(msg`Search by name`)} onChange={(e) => set({ name: e.target.value })} />
      </Field>
    </>
  ),
  key: financeKeys.contributions,
  fetch: fetchContributions,
  api: contributionApi,
  idOf: (row) => row.pk,
  nameOf: (row) => row.contributorName,
  head: [msg`Type`, msg`Name`],
  lead: (row, edit, i18n) => (
    <>
      <td>
        <Badge tone={row.contributorType === 'PLAYER' ? 'info' : 'accent'}>{i18n._(TYPE_LABELS[row.contributorType])}</Badge>
      </td>
      {edit ? (
        <td title={i18n._(msg`The name is kept as entered; delete and add again to change it`)}>{row.contributorName}</td>
      ) : (
        <td className="fin-name">{row.contributorName}</td>
      )}
    </>
  ),
  toInput: (_draft, amountPaise, note) => ({ amountPaise, note }),
};

/**
 * The player a PLAYER contribution is from, picked among the league's people of that name
 * (the People screen's own query): linked, it counts as their dues paid (once).
 */
function PlayerRecord({ name, value, onChange }: { name: string; value: string; onChange: (id: string) => void }) {
  const { t } = useLingui();
  const q = name.trim();
  const people = useQuery({ ...peopleQuery('all', q, t`Failed to load people`), enabled: q.length >= 2, staleTime: 30_000 });
  const matches = people.data?.data ?? [];
  const linked = matches.some((m) => m.id === value);
  const hint =
    q.length < 2
      ? t`Type the player's name to link their dues`
      : people.isPending
        ? t`Looking up players…`
        : people.isError
          ? messageOf(people.error, t`Could not look up players`)
          : matches.length === 0
            ? t`No player of that name: saved without a link`
            : linked
              ? t`Linked: it pays their dues line of exactly this amount`
              : t`Choose the player to count it toward their dues`;
  return (
    <Field label={t`Dues of (optional)`} hint={hint}>
      <Select value={linked ? value : ''} onChange={(e) => onChange(e.target.value)} disabled={!matches.length}>
        <option value="">{t`Not linked to a player`}</option>
        {matches.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
            {m.phone ? ` (…${m.phone.slice(-4)})` : ''}
          </option>
        ))}
      </Select>
    </Field>
  );
}
