/** People: client door (hooks other admin screens may reuse; the screen itself is in ./pages). */
export { peopleKeys, peopleQuery, usePatchPerson, useConsent, useMerge, useUndoMerge, type PeopleFilter } from './queries';
export { searchPeople, type Person } from './search';
