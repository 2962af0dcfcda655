/** People: the server-side public door (apps/api and every package that records a person). */
export { peoplePlugin, type PeoplePluginOptions } from './plugin';
export {
  addNames,
  bindRegistry,
  createPerson,
  ensurePersonByPhone,
  findPeopleByName,
  listPeople,
  livePerson,
  namesOfPeople,
  peopleOfRegistry,
  readBirthDates,
  renamePerson,
  searchPeople,
  setConsent,
  setPersonBirthDate,
  survivorsOf,
  type NewPerson,
  type PersonReference,
} from './repo';
export { leagueToday, peopleToday, personIsPublicSql } from './rule';
export { createPeopleVisibility, type PlacesOf } from './visibility';
export { PEOPLE_CACHE_TAG } from '@league/core/server';
export * as peopleSchema from './schema';
export { people, personNames } from './schema';
