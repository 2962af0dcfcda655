/**
 * People records: found or made where people enter the league (a sign-up approved, a
 * profile, a squad name), renamed, merged and unmerged, given a birth date, an adult's
 * confirmation or a guardian's consent. Writers invalidate the 'people' cache tag after
 * committing (the plugin does; other packages invalidate core's PEOPLE_CACHE_TAG).
 */
import { and, asc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { badRequest, conflict, notFound, type Executor } from '@league/core/server';
import { parseBirthDate } from '../age';
import { MESSAGES, PEOPLE_LIST_MAX, type PeopleCounts, type PeopleFilter, type Person, type PersonPatch } from '../contract';
import { ageStatusSql, leagueToday, publicPersonSql, rowAge, rowAgeStatus, rowIsPublic } from './rule';
import { people, personMerges, personNames, type PersonRow } from './schema';
import { placeholderOf, type PlacesOf } from './visibility';

/**
 * A column of another package's table that points at a person. A merge moves it, an undo
 * moves it back; `nameColumn` is that table's copy of the name, kept right by a rename.
 * apps/api lists them all (every `person_id` column: a test checks none is missing).
 */
export interface PersonReference {
  table: string;
  column: string;
  nameColumn?: string;
  /** That table's copy of the birth date (a full date, or null when only a year or nothing is known). */
  birthDateColumn?: string;
}

export interface NewPerson {
  name: string;
  phone?: string | null;
  /** As written: any form age.ts reads; unreadable or absent is age unknown. */
  birthDateText?: string | null;
  /** A guardian's consent already recorded elsewhere (a sign-up), with who and when. */
  consent?: { by: string | null; at: Date; guardianName: string; guardianPhone: string } | null;
  /** A consent to photos given elsewhere (the sign-up form), and when. */
  photoConsentAt?: Date | null;
}

function birthFields(text: string | null | undefined, today: Date) {
  const parsed = parseBirthDate(text, today);
  return { birthDate: parsed?.date ?? null, birthYearOnly: parsed?.yearOnly ?? false, birthDateText: (text ?? '').trim().slice(0, 40) };
}

export async function addNames(db: Executor, personId: string, names: string[]): Promise<string[]> {
  const clean = [...new Set(names.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n.length > 1))];
  if (!clean.length) return [];
  const added = await db
    .insert(personNames)
    .values(clean.map((name) => ({ personId, name })))
    .onConflictDoNothing()
    .returning({ name: personNames.name });
  return added.map((a) => a.name);
}

export async function createPerson(db: Executor, input: NewPerson, today = new Date()): Promise<string> {
  const [row] = await db
    .insert(people)
    .values({
      name: input.name.trim().slice(0, 100),
      phone: input.phone || null,
      ...birthFields(input.birthDateText, today),
      consentBy: input.consent?.by ?? null,
      consentAt: input.consent?.at ?? null,
      guardianName: input.consent?.guardianName ?? '',
      guardianPhone: input.consent?.guardianPhone ?? '',
      photoConsentAt: input.photoConsentAt ?? null,
    })
    .returning({ id: people.id });
  await addNames(db, row!.id, [input.name]);
  return row!.id;
}

/**
 * The live record each of these people now is: itself, or the survivor at the end of its
 * merge chain (A merged into B, then B into C: A is C). Unknown ids are left out.
 */
export async function survivorsOf(db: Executor, personIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(personIds)];
  if (!ids.length) return new Map();
  // One query walks every chain: each step follows merged_into until a record that is left.
  const result = (await db.execute(sql`
    with recursive chain(asked, at, merged_into, depth) as (
      select ${people.id}, ${people.id}, ${people.mergedInto}, 0 from ${people}
      where ${inArray(people.id, ids)}
      union all
      select chain.asked, p.id, p.merged_into, chain.depth + 1
      from chain join ${people} p on p.id = chain.merged_into
      where chain.depth < 64
    )
    select asked::text as asked, at::text as at from chain where merged_into is null`)) as unknown as { rows: Array<{ asked: string; at: string }> };
  return new Map(result.rows.map((r) => [r.asked, r.at]));
}

/** A picked person as they are now (a merged record's survivor), or null when there is none. */
export async function livePerson(db: Executor, personId: string): Promise<{ id: string; name: string } | null> {
  const id = (await survivorsOf(db, [personId])).get(personId);
  if (!id) return null;
  const [row] = await db.select({ id: people.id, name: people.name }).from(people).where(eq(people.id, id));
  return row ?? null;
}

/** A person's current name or any name they have been known by contains `q` (any case). */
function nameContains(q: string): SQL {
  const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
  return or(
    ilike(people.name, like),
    sql`exists (select 1 from ${personNames} where ${personNames.personId} = ${people.id} and ${personNames.name} ilike ${like})`,
  )!;
}

/**
 * People a picker offers for `q` (part 3 spec 1: where people are chosen, an existing person
 * is picked): live records whose name or a known name contains it, limited to `among` and,
 * with `orPublic`, anyone a visitor may see by name (a scorer never finds a hidden person of
 * another team). Current name first, at most `limit`.
 */
export async function searchPeople(
  db: Executor,
  options: { q: string; among?: string[]; orPublic?: boolean; today: Date; limit?: number; ids?: string[] },
): Promise<Array<{ id: string; name: string }>> {
  const q = options.q.trim().replace(/\s+/g, ' ');
  const scope = or(options.among?.length ? inArray(people.id, options.among) : undefined, options.orPublic ? publicPersonSql(options.today) : undefined);
  if (!scope || (options.ids && !options.ids.length)) return [];
  return db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(isNull(people.mergedInto), scope, options.ids ? inArray(people.id, options.ids) : undefined, q ? nameContains(q) : undefined))
    .orderBy(asc(people.name))
    .limit(options.limit ?? 20);
}

/** The person each Cricsheet register identifier stands for (a merged record's survivor); unknown ones are left out. */
export async function peopleOfRegistry(db: Executor, registryIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(registryIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: people.id, registryId: people.registryId }).from(people).where(inArray(people.registryId, ids));
  const survivors = await survivorsOf(
    db,
    rows.map((r) => r.id),
  );
  return new Map(rows.flatMap((r) => (survivors.has(r.id) ? [[r.registryId!, survivors.get(r.id)!] as const] : [])));
}

/**
 * The people a Cricsheet file's register names (name -> identifier), one record per
 * identifier across every file imported: found by it (a merged record's survivor), or made
 * with the file's name and unknown age. `adults`: the admin's word that everyone in the file
 * is an adult (a professional or past season), recorded on each record as a confirmed adult.
 * Answers each name's person, and whether anything that decides visibility changed.
 */
export async function bindRegistry(
  db: Executor,
  register: Record<string, string>,
  options: { adults: boolean; by: string },
): Promise<{ personOf: Map<string, string>; changed: boolean }> {
  const entries = Object.entries(register).filter(([name, id]) => name.trim() && id.trim());
  const personOf = new Map<string, string>();
  if (!entries.length) return { personOf, changed: false };
  const known = await db
    .select({ id: people.id, registryId: people.registryId, mergedInto: people.mergedInto, adultConfirmedAt: people.adultConfirmedAt })
    .from(people)
    .where(inArray(people.registryId, [...new Set(entries.map(([, id]) => id))]));
  const byRegistry = new Map(known.map((row) => [row.registryId!, row]));
  let changed = false;
  for (const [name, registryId] of entries) {
    let row = byRegistry.get(registryId);
    if (!row) {
      // One statement, so two imports naming the same identifier at once make one record.
      const [made] = await db
        .insert(people)
        .values({ name: name.trim().slice(0, 100), registryId })
        .onConflictDoNothing({ target: people.registryId })
        .returning({ id: people.id });
      if (made) changed = true;
      const [kept] = await db
        .select({ id: people.id, registryId: people.registryId, mergedInto: people.mergedInto, adultConfirmedAt: people.adultConfirmedAt })
        .from(people)
        .where(eq(people.registryId, registryId));
      row = kept!;
      byRegistry.set(registryId, row);
    }
    const personId = row.mergedInto ? ((await survivorsOf(db, [row.id])).get(row.id) ?? row.id) : row.id;
    if ((await addNames(db, personId, [name])).length) changed = true;
    if (options.adults && !row.adultConfirmedAt) {
      await db
        .update(people)
        .set({ adultConfirmedBy: options.by, adultConfirmedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(people.id, personId), isNull(people.adultConfirmedAt)));
      row.adultConfirmedAt = new Date();
      changed = true;
    }
    personOf.set(name, personId);
  }
  return { personOf, changed };
}

/**
 * The live record with this phone and this name (or one of its names), or a new one: a
 * phone alone does not say who someone is (siblings sign up with a guardian's number). A
 * known record gains what it lacked (a readable birth date, a consent already recorded).
 */
export async function ensurePersonByPhone(db: Executor, input: NewPerson & { phone: string }, today = new Date()): Promise<string> {
  const withPhone = await db
    .select()
    .from(people)
    .where(and(eq(people.phone, input.phone), isNull(people.mergedInto)))
    .orderBy(asc(people.createdAt));
  const [sameName] = withPhone.length
    ? await findPeopleByName(
        db,
        input.name,
        withPhone.map((p) => p.id),
      )
    : [];
  let found = withPhone.find((p) => p.id === sameName);
  if (!found) {
    // A name typed into a squad before the profile existed: the only record of that name
    // with no phone yet is this person, not a second one.
    const named = await findPeopleByName(db, input.name);
    const rows = named.length
      ? await db
          .select()
          .from(people)
          .where(and(inArray(people.id, named), isNull(people.phone)))
      : [];
    if (rows.length === 1 && named.length === 1) found = rows[0];
  }
  if (!found) return createPerson(db, input, today);
  await fillIn(db, found, input, today);
  await addNames(db, found.id, [input.name]);
  return found.id;
}

/** Live people whose current name or a known name is exactly `name` (any case, any spacing). */
export async function findPeopleByName(db: Executor, name: string, among?: string[]): Promise<string[]> {
  const k = name.trim().replace(/\s+/g, ' ');
  if (!k || (among && !among.length)) return [];
  const rows = await db
    .selectDistinct({ id: people.id })
    .from(people)
    .leftJoin(personNames, eq(personNames.personId, people.id))
    .where(
      and(
        isNull(people.mergedInto),
        or(sql`lower(${people.name}) = lower(${k})`, sql`lower(${personNames.name}) = lower(${k})`),
        among ? inArray(people.id, among) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Every name each of these people is known by (their current name first), in one read. */
export async function namesOfPeople(db: Executor, personIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (!personIds.length) return names;
  const rows = await db
    .select({ id: people.id, name: people.name, alias: personNames.name })
    .from(people)
    .leftJoin(personNames, eq(personNames.personId, people.id))
    .where(inArray(people.id, [...new Set(personIds)]));
  for (const row of rows) {
    const list = names.get(row.id) ?? [row.name];
    if (row.alias && !list.includes(row.alias)) list.push(row.alias);
    names.set(row.id, list);
  }
  return names;
}

export async function getPersonRow(db: Executor, id: string): Promise<PersonRow> {
  const [row] = await db.select().from(people).where(eq(people.id, id));
  if (!row || row.mergedInto) throw notFound(MESSAGES.notFound);
  return row;
}

export async function renamePerson(db: Executor, id: string, name: string, references: PersonReference[]): Promise<void> {
  const row = await getPersonRow(db, id);
  if (row.name === name) return;
  await db.update(people).set({ name, updatedAt: new Date() }).where(eq(people.id, id));
  // The old spelling stays known: scorecards typed with it still point at this person.
  await addNames(db, id, [row.name, name]);
  for (const ref of references) {
    if (!ref.nameColumn) continue;
    await db.execute(sql`update ${sql.identifier(ref.table)} set ${sql.identifier(ref.nameColumn)} = ${name} where ${sql.identifier(ref.column)} = ${id}`);
  }
}

/** A birth date written anywhere a person is edited (a profile's form): unreadable or blank is age unknown. */
export async function setPersonBirthDate(db: Executor, id: string, text: string | null, references: PersonReference[], today = new Date()): Promise<void> {
  const birth = birthFields(text, today);
  await db
    .update(people)
    .set({ ...birth, updatedAt: new Date() })
    .where(eq(people.id, id));
  await copyBirthDate(db, id, birth, references);
}

/** Tables that keep a copy of the birth date (a profile's `dob`) follow the person's. */
async function copyBirthDate(db: Executor, id: string, birth: { birthDate: string | null; birthYearOnly: boolean }, references: PersonReference[]) {
  const full = birth.birthDate && !birth.birthYearOnly ? birth.birthDate : null;
  for (const ref of references) {
    if (!ref.birthDateColumn) continue;
    await db.execute(sql`update ${sql.identifier(ref.table)} set ${sql.identifier(ref.birthDateColumn)} = ${full} where ${sql.identifier(ref.column)} = ${id}`);
  }
}

export async function patchPerson(db: Executor, id: string, patch: PersonPatch, by: string | null, references: PersonReference[], today: Date) {
  const row = await getPersonRow(db, id);
  const set: Partial<PersonRow> = {};
  const birth = patch.birthDate !== undefined ? birthFields(patch.birthDate, today) : null;
  if (birth) {
    if (patch.birthDate && !birth.birthDate) throw badRequest(MESSAGES.unreadableDate);
    Object.assign(set, birth);
  }
  if (patch.adultConfirmed !== undefined) {
    Object.assign(
      set,
      patch.adultConfirmed
        ? { adultConfirmedBy: by, adultConfirmedAt: row.adultConfirmedAt ?? new Date() }
        : { adultConfirmedBy: null, adultConfirmedAt: null },
    );
  }
  if (patch.photoConsent !== undefined) set.photoConsentAt = patch.photoConsent ? (row.photoConsentAt ?? new Date()) : null;
  if (Object.keys(set).length)
    await db
      .update(people)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(people.id, id));
  if (birth) await copyBirthDate(db, id, birth, references);
  if (patch.name !== undefined) await renamePerson(db, id, patch.name, references);
}

export async function setConsent(
  db: Executor,
  id: string,
  consent: { guardianName: string; guardianPhone?: string | null } | null,
  by: string | null,
): Promise<void> {
  await getPersonRow(db, id);
  await db
    .update(people)
    .set(
      consent
        ? { consentBy: by, consentAt: new Date(), guardianName: consent.guardianName, guardianPhone: consent.guardianPhone ?? '', updatedAt: new Date() }
        : { consentBy: null, consentAt: null, updatedAt: new Date() },
    )
    .where(eq(people.id, id));
}

/** Moves every reference of `fromId` to `intoId`, keeps every name, and records what moved. */
export async function mergePeople(db: Executor, fromId: string, intoId: string, by: string | null, references: PersonReference[]) {
  if (fromId === intoId) throw badRequest(MESSAGES.mergeSelf);
  const rows = await db
    .select()
    .from(people)
    .where(inArray(people.id, [fromId, intoId]))
    .for('update');
  const from = rows.find((r) => r.id === fromId);
  const into = rows.find((r) => r.id === intoId);
  if (!from || !into) throw notFound(MESSAGES.notFound);
  if (from.mergedInto || into.mergedInto) throw conflict(MESSAGES.mergeGone);
  const moved: Array<{ table: string; column: string; ids: string[] }> = [];
  for (const ref of references) {
    const result = (await db.execute(
      sql`update ${sql.identifier(ref.table)} set ${sql.identifier(ref.column)} = ${intoId} where ${sql.identifier(ref.column)} = ${fromId} returning id::text as id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const ids = result.rows.map((r) => r.id);
    if (ids.length) moved.push({ table: ref.table, column: ref.column, ids });
  }
  const fromNames = await db.select({ name: personNames.name }).from(personNames).where(eq(personNames.personId, fromId));
  const names = await addNames(db, intoId, [from.name, ...fromNames.map((n) => n.name)]);
  // What the kept record lacks and the merged one knows (a phone, a birth date, a consent)
  // comes across; the undo puts the kept record's own values back.
  const fill: Partial<PersonRow> = {};
  const filled: Record<string, unknown> = {};
  const take = (keys: Array<keyof PersonRow>, when: boolean) => {
    if (!when) return;
    for (const k of keys) {
      filled[k] = into[k] instanceof Date ? (into[k] as Date).toISOString() : into[k];
      (fill as Record<string, unknown>)[k] = from[k];
    }
  };
  take(['phone'], !into.phone && !!from.phone);
  take(['birthDate', 'birthYearOnly', 'birthDateText'], !into.birthDate && !!from.birthDate);
  take(['adultConfirmedBy', 'adultConfirmedAt'], !into.adultConfirmedAt && !!from.adultConfirmedAt);
  take(['consentBy', 'consentAt', 'guardianName', 'guardianPhone'], !into.consentAt && !!from.consentAt);
  take(['photoConsentAt'], !into.photoConsentAt && !!from.photoConsentAt);
  if (Object.keys(fill).length) await db.update(people).set(fill).where(eq(people.id, intoId));
  await db.update(people).set({ mergedInto: intoId, updatedAt: new Date() }).where(eq(people.id, fromId));
  const [merge] = await db.insert(personMerges).values({ fromId, intoId, moved, names, filled, by }).returning({ id: personMerges.id });
  return { mergeId: merge!.id, moved: moved.reduce((n, m) => n + m.ids.length, 0) };
}

export async function undoMerge(db: Executor, mergeId: string): Promise<void> {
  const [merge] = await db.select().from(personMerges).where(eq(personMerges.id, mergeId)).for('update');
  if (!merge) throw notFound('Merge not found');
  if (merge.undoneAt) throw conflict(MESSAGES.undoDone);
  for (const { table, column, ids } of merge.moved) {
    await db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${merge.fromId} where id::text in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (merge.names.length) {
    await db.delete(personNames).where(and(eq(personNames.personId, merge.intoId), inArray(personNames.name, merge.names)));
  }
  if (Object.keys(merge.filled).length) {
    const restore: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(merge.filled)) restore[k] = k.endsWith('At') && typeof v === 'string' ? new Date(v) : v;
    await db.update(people).set(restore).where(eq(people.id, merge.intoId));
  }
  await db.update(people).set({ mergedInto: null, updatedAt: new Date() }).where(eq(people.id, merge.fromId));
  await db.update(personMerges).set({ undoneAt: new Date() }).where(eq(personMerges.id, mergeId));
}

/** The list's conditions in SQL: the filter and the search apply before any limit. */
function listWhere(today: Date, options: { q?: string; filter?: PeopleFilter; ids?: string[] }) {
  const q = options.q?.trim();
  const status = ageStatusSql(today);
  const filter = options.filter ?? 'all';
  return and(
    isNull(people.mergedInto),
    options.ids ? inArray(people.id, options.ids.length ? options.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
    // Older spellings too: the admin's person picker must find someone under the name typed before.
    q ? or(nameContains(q), ilike(people.phone, `%${q.replace(/\D/g, '') || q}%`)) : undefined,
    filter === 'all' ? undefined : filter === 'hidden' ? not(publicPersonSql(today)) : status[filter],
  );
}

/** How many people there are, and how many are hidden, minors or of unknown age (the screen's tiles). */
export async function countPeople(db: Executor, timeZone: string): Promise<PeopleCounts> {
  const today = leagueToday(timeZone);
  const status = ageStatusSql(today);
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({ all: sql<number>`count(*)`.mapWith(Number), hidden: n(not(publicPersonSql(today))), minor: n(status.minor), unknown: n(status.unknown) })
    .from(people)
    .where(isNull(people.mergedInto));
  return row ?? { all: 0, hidden: 0, minor: 0, unknown: 0 };
}

export async function listPeople(
  db: Executor,
  options: { timeZone: string; q?: string; filter?: PeopleFilter; ids?: string[]; placesOf?: PlacesOf },
): Promise<Person[]> {
  const today = leagueToday(options.timeZone);
  const rows = await db.select().from(people).where(listWhere(today, options)).orderBy(asc(people.name)).limit(PEOPLE_LIST_MAX);
  const ids = rows.map((r) => r.id);
  const aliases = ids.length ? await db.select().from(personNames).where(inArray(personNames.personId, ids)) : [];
  const places = options.placesOf && ids.length ? await options.placesOf(db, ids) : new Map<string, { team: string; number: number }>();
  return rows.map((row): Person => {
    const place = places.get(row.id);
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      birthDate: row.birthDate,
      birthYearOnly: row.birthYearOnly,
      birthDateText: row.birthDateText,
      age: rowAge(row, today),
      ageStatus: rowAgeStatus(row, today),
      adultConfirmed: row.adultConfirmedAt !== null,
      consent: row.consentAt ? { by: row.consentBy, at: row.consentAt.toISOString(), guardianName: row.guardianName, guardianPhone: row.guardianPhone } : null,
      photoConsent: row.photoConsentAt !== null,
      isPublic: rowIsPublic(row, today),
      placeholder: placeholderOf(place, row.serial),
      names: aliases.filter((a) => a.personId === row.id && a.name !== row.name).map((a) => a.name),
      teams: place ? [place.team] : [],
    };
  });
}

/**
 * Reads the birth dates written in forms SQL cannot read (the upgrade's data step copies
 * them as text): "25th Dec 2014", "5/14/2013", "2012". Safe to run at every start.
 */
export async function readBirthDates(db: Executor, today = new Date()): Promise<number> {
  const rows = await db
    .select({ id: people.id, text: people.birthDateText })
    .from(people)
    .where(and(isNull(people.birthDate), sql`${people.birthDateText} <> ''`));
  let read = 0;
  for (const row of rows) {
    const parsed = parseBirthDate(row.text, today);
    if (!parsed) continue;
    await db.update(people).set({ birthDate: parsed.date, birthYearOnly: parsed.yearOnly }).where(eq(people.id, row.id));
    read++;
  }
  return read;
}

/** Fills in what an existing record lacks: a phone, a readable birth date, a consent already recorded. */
async function fillIn(db: Executor, row: PersonRow, input: Omit<NewPerson, 'name'>, today: Date): Promise<void> {
  const patch: Partial<PersonRow> = {};
  if (!row.phone && input.phone) patch.phone = input.phone;
  const birth = birthFields(input.birthDateText, today);
  if (!row.birthDate && birth.birthDate) Object.assign(patch, birth);
  if (!row.consentAt && input.consent) {
    Object.assign(patch, {
      consentBy: input.consent.by,
      consentAt: input.consent.at,
      guardianName: input.consent.guardianName,
      guardianPhone: input.consent.guardianPhone,
    });
  }
  if (!row.photoConsentAt && input.photoConsentAt) patch.photoConsentAt = input.photoConsentAt;
  if (Object.keys(patch).length)
    await db
      .update(people)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(people.id, row.id));
}
