/**
 * /dashboard/settings: the league's own words. Name and short name, sections (add,
 * rename, retire), contact, social links, registration form and fee, and the About story.
 * Validated by the same contract the server parses with; the server's message wins.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, messageOf, useSession } from '@league/core/client';
import { Button, Card, ErrorBanner, Field, Notice, PageHeader, Skeleton, TextArea, TextInput, useToast } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { leagueSettingsSchema, SIGNUP_FIELDS, type LeagueSettings, type Section, type SignupField } from '../contract';
import { useSaveSettings, useSettings } from './queries';
import './settings.css';
import { historyToText, peopleToText, quotesToText, textToHistory, textToPeople, textToQuotes } from './story-lines';
import { say } from '@league/ui/i18n';

interface Draft {
  settings: LeagueSettings;
  fee: string;
  history: string;
  quotes: string;
  people: string;
}

const SOCIAL_LINKS = [
  ['instagram', msg`Instagram link`],
  ['youtube', msg`YouTube link`],
  ['facebook', msg`Facebook link`],
] as const;

const SIGNUP_FIELD_NAMES = { email: msg`Email`, role: msg`Role`, photo: msg`Photo` } satisfies Record<SignupField, unknown>;

const toDraft = (s: LeagueSettings): Draft => ({
  settings: s,
  fee: String(s.registrationFeePaise / 100),
  history: historyToText(s.story.history),
  quotes: quotesToText(s.story.quotes),
  people: peopleToText(s.story.people),
});

function SectionsEditor({ sections, onChange }: { sections: Section[]; onChange: (s: Section[]) => void }) {
  const set = (i: number, patch: Partial<Section>) => onChange(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const { t } = useLingui();
  return (
    <fieldset className="settings__sections">
      <legend>
        <Trans>Sections</Trans>
      </legend>
      <p className="ui-muted">
        <Trans>Renaming a section renames it for its teams and tournaments too. A retired section is kept for old seasons.</Trans>
      </p>
      {sections.length === 0 && (
        <p>
          <Trans>No sections yet: a league with one competition needs none.</Trans>
        </p>
      )}
      <ul>
        {sections.map((s, i) => {
          const number = i + 1;
          return (
            <li key={s.id}>
              <Field label={t`Section ${number} name`}>
                <TextInput value={s.name} onChange={(e) => set(i, { name: e.target.value })} maxLength={40} />
              </Field>
              <label className="settings__retire">
                <input type="checkbox" checked={s.retired} onChange={(e) => set(i, { retired: e.target.checked })} /> <Trans>Retired</Trans>
              </label>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange([...sections, { id: `s${Date.now().toString(36)}`, name: '', retired: false }])}
      >
        <Trans>Add a section</Trans>
      </Button>
    </fieldset>
  );
}

export function SettingsPage() {
  const { logout } = useSession();
  const query = useSettings();
  const save = useSaveSettings();
  const toast = useToast();
  const { i18n, t } = useLingui();
  const formId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query.data && !draft) setDraft(toDraft(query.data.data));
  }, [query.data, draft]);
  useEffect(() => {
    if ([query.error, save.error].some((e) => e instanceof ApiError && e.isAuth)) logout();
  }, [query.error, save.error, logout]);

  const update = (patch: Partial<LeagueSettings>) => setDraft((d) => (d ? { ...d, settings: { ...d.settings, ...patch } } : d));
  const text = (key: 'fee' | 'history' | 'quotes' | 'people', value: string) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const rupees = Number(draft.fee.replace(/[₹,\s]/g, '') || '0');
    const candidate = {
      ...draft.settings,
      registrationFeePaise: Number.isFinite(rupees) ? Math.round(rupees * 100) : NaN,
      story: { ...draft.settings.story, history: textToHistory(draft.history), quotes: textToQuotes(draft.quotes), people: textToPeople(draft.people) },
    };
    const parsed = leagueSettingsSchema.safeParse(candidate);
    if (!parsed.success) {
      setError(say(i18n, parsed.error.issues[0]?.message ?? t`Check the form`));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved.data));
        toast.show(t`Settings saved`, { tone: 'success' });
      },
      onError: (e) => setError(messageOf(e, t`Settings not saved`)),
    });
  };

  const s = draft?.settings;
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg settings">
      <PageHeader title={t`League settings`} subtitle={t`Your league's name, sections, contact details, fee and story`} />
      {query.isError && <ErrorBanner message={messageOf(query.error, t`Failed to load settings`)} onRetry={() => void query.refetch()} />}
      {query.isPending && (
        <div aria-busy="true" aria-label={t`Loading settings`}>
          <Skeleton height={320} radius="var(--radius-md)" />
        </div>
      )}
      {draft && s && (
        <form id={formId} className="ui-stack ui-stack--lg" onSubmit={onSubmit} noValidate>
          {error && <Notice tone="error">{error}</Notice>}
          <Card as="section" aria-label={t`The league`} className="settings__card">
            <Field label={t`League name`} required>
              <TextInput value={s.leagueName} onChange={(e) => update({ leagueName: e.target.value })} maxLength={80} />
            </Field>
            <Field label={t`Short name`} hint={t`Shown in the top bar, e.g. RCL`} required>
              <TextInput value={s.leagueShortName} onChange={(e) => update({ leagueShortName: e.target.value })} maxLength={20} />
            </Field>
            <Field label={t`One line about the league`} hint={t`Shown in the footer`}>
              <TextInput value={s.tagline} onChange={(e) => update({ tagline: e.target.value })} maxLength={200} />
            </Field>
            <SectionsEditor sections={s.sections} onChange={(sections) => update({ sections })} />
          </Card>
          <Card as="section" aria-label={t`Contact and registration`} className="settings__card">
            <Field label={t`Contact email`}>
              <TextInput type="email" value={s.contactEmail ?? ''} onChange={(e) => update({ contactEmail: e.target.value })} />
            </Field>
            <Field label={t`Contact phone`}>
              <TextInput type="tel" value={s.contactPhone ?? ''} onChange={(e) => update({ contactPhone: e.target.value })} />
            </Field>
            {SOCIAL_LINKS.map(([key, label]) => (
              <Field key={key} label={i18n._(label)}>
                <TextInput type="url" value={s.social[key] ?? ''} onChange={(e) => update({ social: { ...s.social, [key]: e.target.value } })} />
              </Field>
            ))}
            <Field label={t`Registration form link`} hint={t`Where Register Now sends players`}>
              <TextInput type="url" value={s.registrationFormUrl ?? ''} onChange={(e) => update({ registrationFormUrl: e.target.value })} />
            </Field>
            <Field label={t`Registration fee this season (₹)`} hint={t`Each approved player owes it`}>
              <TextInput inputMode="decimal" value={draft.fee} onChange={(e) => text('fee', e.target.value)} />
            </Field>
            <Field label={t`UPI ID for dues`}>
              <TextInput value={s.upi.upiId ?? ''} onChange={(e) => update({ upi: { ...s.upi, upiId: e.target.value } })} />
            </Field>
            <Field label={t`UPI payee name`} hint={t`What the payer's UPI app shows; the league's name when empty`}>
              <TextInput value={s.upi.payeeName} onChange={(e) => update({ upi: { ...s.upi, payeeName: e.target.value } })} maxLength={60} />
            </Field>
            <Field label={t`Sign-up form closes on`} hint={t`The last day /register takes sign-ups; empty: open`}>
              <TextInput type="date" value={s.signup.closesOn ?? ''} onChange={(e) => update({ signup: { ...s.signup, closesOn: e.target.value } })} />
            </Field>
            <fieldset className="settings__sections">
              <legend>
                <Trans>The sign-up form also asks for</Trans>
              </legend>
              {SIGNUP_FIELDS.map((f) => (
                <label key={f} className="settings__retire">
                  <input
                    type="checkbox"
                    checked={s.signup.fields.includes(f)}
                    onChange={(e) =>
                      update({ signup: { ...s.signup, fields: SIGNUP_FIELDS.filter((x) => (x === f ? e.target.checked : s.signup.fields.includes(x))) } })
                    }
                  />{' '}
                  {i18n._(SIGNUP_FIELD_NAMES[f])}
                </label>
              ))}
            </fieldset>
          </Card>
          <Card as="section" aria-label={t`About page story`} className="settings__card">
            <Field label={t`Introduction`}>
              <TextArea rows={2} value={s.story.intro} onChange={(e) => update({ story: { ...s.story, intro: e.target.value } })} />
            </Field>
            <Field label={t`History`} hint={t`One milestone a line: when | title | what happened | highlight (optional)`}>
              <TextArea rows={5} value={draft.history} onChange={(e) => text('history', e.target.value)} />
            </Field>
            <Field label={t`Quotes`} hint={t`One a line: the quote | who said it | their role (optional)`}>
              <TextArea rows={3} value={draft.quotes} onChange={(e) => text('quotes', e.target.value)} />
            </Field>
            <Field label={t`People`} hint={t`One a line: group | name | role (optional)`}>
              <TextArea rows={5} value={draft.people} onChange={(e) => text('people', e.target.value)} />
            </Field>
            <Field label={t`Vision`}>
              <TextArea rows={3} value={s.story.vision} onChange={(e) => update({ story: { ...s.story, vision: e.target.value } })} />
            </Field>
          </Card>
          <div>
            <Button type="submit" loading={save.isPending} loadingText={t`Saving…`}>
              <Trans>Save settings</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
