/**
 * /dashboard/settings: the league's own words. Name and short name, sections (add,
 * rename, retire), contact, social links, registration form and fee, and the About story.
 * Validated by the same contract the server parses with; the server's message wins.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, messageOf, useSession } from '@league/core/client';
import { Button, Card, ErrorBanner, Field, Notice, PageHeader, Skeleton, TextArea, TextInput, useToast } from '@league/ui';
import { leagueSettingsSchema, SIGNUP_FIELDS, type LeagueSettings, type Section } from '../contract';
import { useSaveSettings, useSettings } from './queries';
import './settings.css';
import { historyToText, peopleToText, quotesToText, textToHistory, textToPeople, textToQuotes } from './story-lines';

interface Draft {
  settings: LeagueSettings;
  fee: string;
  history: string;
  quotes: string;
  people: string;
}

const toDraft = (s: LeagueSettings): Draft => ({
  settings: s,
  fee: String(s.registrationFeePaise / 100),
  history: historyToText(s.story.history),
  quotes: quotesToText(s.story.quotes),
  people: peopleToText(s.story.people),
});

function SectionsEditor({ sections, onChange }: { sections: Section[]; onChange: (s: Section[]) => void }) {
  const set = (i: number, patch: Partial<Section>) => onChange(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <fieldset className="settings__sections">
      <legend>Sections</legend>
      <p className="ui-muted">Renaming a section renames it for its teams and tournaments too. A retired section is kept for old seasons.</p>
      {sections.length === 0 && <p>No sections yet: a league with one competition needs none.</p>}
      <ul>
        {sections.map((s, i) => (
          <li key={s.id}>
            <Field label={`Section ${i + 1} name`}>
              <TextInput value={s.name} onChange={(e) => set(i, { name: e.target.value })} maxLength={40} />
            </Field>
            <label className="settings__retire">
              <input type="checkbox" checked={s.retired} onChange={(e) => set(i, { retired: e.target.checked })} /> Retired
            </label>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange([...sections, { id: `s${Date.now().toString(36)}`, name: '', retired: false }])}
      >
        Add a section
      </Button>
    </fieldset>
  );
}

export function SettingsPage() {
  const { logout } = useSession();
  const query = useSettings();
  const save = useSaveSettings();
  const toast = useToast();
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
      setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved.data));
        toast.show('Settings saved', { tone: 'success' });
      },
      onError: (e) => setError(messageOf(e, 'Settings not saved')),
    });
  };

  const s = draft?.settings;
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg settings">
      <PageHeader title="League settings" subtitle="Your league's name, sections, contact details, fee and story" />
      {query.isError && <ErrorBanner message={messageOf(query.error, 'Failed to load settings')} onRetry={() => void query.refetch()} />}
      {query.isPending && (
        <div aria-busy="true" aria-label="Loading settings">
          <Skeleton height={320} radius="var(--radius-md)" />
        </div>
      )}
      {draft && s && (
        <form id={formId} className="ui-stack ui-stack--lg" onSubmit={onSubmit} noValidate>
          {error && <Notice tone="error">{error}</Notice>}
          <Card as="section" aria-label="The league" className="settings__card">
            <Field label="League name" required>
              <TextInput value={s.leagueName} onChange={(e) => update({ leagueName: e.target.value })} maxLength={80} />
            </Field>
            <Field label="Short name" hint="Shown in the top bar, e.g. RCL" required>
              <TextInput value={s.leagueShortName} onChange={(e) => update({ leagueShortName: e.target.value })} maxLength={20} />
            </Field>
            <Field label="One line about the league" hint="Shown in the footer">
              <TextInput value={s.tagline} onChange={(e) => update({ tagline: e.target.value })} maxLength={200} />
            </Field>
            <SectionsEditor sections={s.sections} onChange={(sections) => update({ sections })} />
          </Card>
          <Card as="section" aria-label="Contact and registration" className="settings__card">
            <Field label="Contact email">
              <TextInput type="email" value={s.contactEmail ?? ''} onChange={(e) => update({ contactEmail: e.target.value })} />
            </Field>
            <Field label="Contact phone">
              <TextInput type="tel" value={s.contactPhone ?? ''} onChange={(e) => update({ contactPhone: e.target.value })} />
            </Field>
            {(['instagram', 'youtube', 'facebook'] as const).map((key) => (
              <Field key={key} label={`${key === 'youtube' ? 'YouTube' : key[0]!.toUpperCase() + key.slice(1)} link`}>
                <TextInput type="url" value={s.social[key] ?? ''} onChange={(e) => update({ social: { ...s.social, [key]: e.target.value } })} />
              </Field>
            ))}
            <Field label="Registration form link" hint="Where Register Now sends players">
              <TextInput type="url" value={s.registrationFormUrl ?? ''} onChange={(e) => update({ registrationFormUrl: e.target.value })} />
            </Field>
            <Field label="Registration fee this season (₹)" hint="Each approved player owes it">
              <TextInput inputMode="decimal" value={draft.fee} onChange={(e) => text('fee', e.target.value)} />
            </Field>
            <Field label="UPI ID for dues">
              <TextInput value={s.upi.upiId ?? ''} onChange={(e) => update({ upi: { ...s.upi, upiId: e.target.value } })} />
            </Field>
            <Field label="UPI payee name" hint="What the payer's UPI app shows; the league's name when empty">
              <TextInput value={s.upi.payeeName} onChange={(e) => update({ upi: { ...s.upi, payeeName: e.target.value } })} maxLength={60} />
            </Field>
            <Field label="Sign-up form closes on" hint="The last day /register takes sign-ups; empty: open">
              <TextInput type="date" value={s.signup.closesOn ?? ''} onChange={(e) => update({ signup: { ...s.signup, closesOn: e.target.value } })} />
            </Field>
            <fieldset className="settings__sections">
              <legend>The sign-up form also asks for</legend>
              {SIGNUP_FIELDS.map((f) => (
                <label key={f} className="settings__retire">
                  <input
                    type="checkbox"
                    checked={s.signup.fields.includes(f)}
                    onChange={(e) =>
                      update({ signup: { ...s.signup, fields: SIGNUP_FIELDS.filter((x) => (x === f ? e.target.checked : s.signup.fields.includes(x))) } })
                    }
                  />{' '}
                  {f[0]!.toUpperCase() + f.slice(1)}
                </label>
              ))}
            </fieldset>
          </Card>
          <Card as="section" aria-label="About page story" className="settings__card">
            <Field label="Introduction">
              <TextArea rows={2} value={s.story.intro} onChange={(e) => update({ story: { ...s.story, intro: e.target.value } })} />
            </Field>
            <Field label="History" hint="One milestone a line: when | title | what happened | highlight (optional)">
              <TextArea rows={5} value={draft.history} onChange={(e) => text('history', e.target.value)} />
            </Field>
            <Field label="Quotes" hint="One a line: the quote | who said it | their role (optional)">
              <TextArea rows={3} value={draft.quotes} onChange={(e) => text('quotes', e.target.value)} />
            </Field>
            <Field label="People" hint="One a line: group | name | role (optional)">
              <TextArea rows={5} value={draft.people} onChange={(e) => text('people', e.target.value)} />
            </Field>
            <Field label="Vision">
              <TextArea rows={3} value={s.story.vision} onChange={(e) => update({ story: { ...s.story, vision: e.target.value } })} />
            </Field>
          </Card>
          <div>
            <Button type="submit" loading={save.isPending} loadingText="Saving…">
              Save settings
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
