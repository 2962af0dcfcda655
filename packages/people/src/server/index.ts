/** People: the server-side public door (apps/api and every package that records a person). */
export { peoplePlugin, type PeoplePluginOptions } from './plugin';
export {
  addNames,
  completePerson,
  createPerson,
  ensurePersonByPhone,
  findPeopleByName,
  getPersonRow,
  listPeople,
  mergePeople,
  namesOfPeople,
  readBirthDates,
  renamePerson,
  setConsent,
  setPersonBirthDate,
  undoMerge,
  type NewPerson,
  type PersonReference,
} from './repo';
export { leagueToday, peopleToday, personIsPublicSql, publicPersonSql, rowIsPublic } from './rule';
export { buildFilter, createPeopleVisibility, loadHidden, loadRenamed, placeholderOf, type HiddenPerson, type PlacesOf } from './visibility';
export { PEOPLE_CACHE_TAG } from '@league/core/server';
export * as peopleSchema from './schema';
export { people, personNames } from './schema';
