import { MatchPage } from '@league/tournaments/pages';
import { withLiveMatch } from '@league/scoring/client';

// The match page follows the match live (each accepted ball refreshes it: @league/scoring).
export default withLiveMatch(MatchPage);
