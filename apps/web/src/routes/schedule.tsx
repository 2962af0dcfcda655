import { SchedulePage } from '@league/schedule/pages';
import { withLiveMatches } from '@league/scoring/client';

// The schedule's live cards follow each live match (@league/scoring).
export default withLiveMatches(SchedulePage);
