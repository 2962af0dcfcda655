/**
 * The assistant's words, per language: a volunteer may edit this file without touching code.
 *
 * LANGUAGES: English ("en"), Hindi in Devanagari ("hi") and Hinglish, Hindi written in Latin
 * letters ("hinglish").
 *
 * INTENT_WORDS: for each language, the intents in the order they are tried (the first that
 * matches wins). Each intent has one or more patterns; a pattern matches when every one of
 * its groups (separated by " + ") has one of its words (separated by "|") in the question.
 *   - a word matches a whole word of the question ("run" matches "run", not "runner");
 *   - a word ending in "*" matches the start of a word ("regist*" matches "registration");
 *   - words with spaces match that phrase ("points table").
 * Hindi is matched with the nukta (़) removed, so "सीज़न" and "सीजन" are the same word.
 * An English or Hinglish question that none of these match is tried against the English
 * rules in intents.ts, so "next match kab hai" still finds the fixtures.
 *
 * HINGLISH_MARKERS: Hindi words written in Latin letters, separated by spaces; a Latin question
 * with one of them is answered in Hinglish.
 *
 * TEMPLATES: the answers, with {placeholders} the code fills in. Hindi answers are written in
 * Devanagari; team and player names stay as the league wrote them. Cricket words as Hindi
 * readers use them (see the glossary): रन, विकेट, ओवर stay; पारी for an innings.
 */

export type Lang = 'en' | 'hi' | 'hinglish';

export const HINGLISH_MARKERS: string[] = `
hai hain kab kya kyaa kaun kon kaunsa konsa kisne kisko kiska kiski kiske kahan kahaan kaha kidhar
mein sabse zyada jyada zyaada agla agli agle khula khuli kitne kitna kitni batao bataiye bataye
bata raha rahi rahe abhi pichla pichle pichhle pichhla saal jeeta jeeti jita jiti hoga hogi kaise
wala wali banaye banaya liye liya lene ka ki ke ko se aur nahi nahin chahiye karna karen kare
kaunse konse khel khelna hua hue bhai ji naam shuru kal aaj namaste namaskar shukriya dhanyavaad
haal paas
`
  .trim()
  .split(/\s+/);

type Patterns = string[];

export const INTENT_WORDS: Record<Lang, Array<[string, Patterns]>> = {
  en: [
    ['live', ['live', 'score + right now|now|currently|current', 'current score|going on', 'right now|on now + match|matches|game|playing']],
    ['lastSeason', ['last season|last year|previous season|previous year|earlier season*|past season*']],
    ['register', ['regist*|sign up|signup|enrol*|fee|fees']],
    ['venue', ['venue*|ground|grounds', 'where + match|matches|game|games|fixture|fixtures|play*']],
  ],
  hinglish: [
    ['live', ['live', 'score + abhi|chal', 'abhi + chal + match']],
    ['lastSeason', ['pichla|pichle|pichhle|pichhla|last|purana|purane + season|saal|year']],
    ['register', ['regist*|signup|sign up|enrol*|join|fees|fee|form|daakhila|dakhila']],
    ['venue', ['kahan|kahaan|kaha|kidhar|venue|ground|maidan|jagah']],
    ['table', ['points table|point table|table|standing*|ank talika']],
    ['fixtures', ['agla|agli|agle|next|upcoming|schedule|fixture*|aane wale|aane wala|aanewale|agami', 'kab + match|game|khel*']],
    ['topWickets', ['wicket*|wiket*|bowler|gendbaaz|gendbaz + sabse|zyada|jyada|zyaada|top|kisne|kaun|best|most']],
    ['topRuns', ['run|runs|ran|scorer|batsman|ballebaaz|ballebaz + sabse|zyada|jyada|zyaada|top|kisne|kaun|best|most']],
    ['results', ['jeeta|jeeti|jita|jiti|jeete|haara|haari|hara|result*|nateeja|natija']],
    ['teams', ['kitni team*|kaunsi team*|konsi team*|saari team*|sab team*|teams']],
    ['sponsors', ['sponsor*']],
    ['greeting', ['namaste|namaskar|ram ram|pranam|kya haal|kaise ho']],
    ['thanks', ['shukriya|dhanyavaad|dhanyawad|thanks|thank you']],
  ],
  hi: [
    ['live', ['लाइव|लाईव', 'स्कोर + अभी|चल', 'अभी + चल + मैच']],
    ['lastSeason', ['पिछल*|पिछले|पिछला|पिछली|गत|पुराने + सीजन|साल|वर्ष|सत्र']],
    ['register', ['पंजीकरण|पंजीयन|रजिस्ट्रेशन|रजिस्टर|नामांकन|फॉर्म|फार्म|फीस|शुल्क|दाखिला|जुड*']],
    ['venue', ['कहाँ|कहां|कहा|किधर|मैदान|ग्राउंड|स्थान|जगह|वेन्यू']],
    ['nrr', ['नेट रन रेट|एनआरआर|रन रेट']],
    ['table', ['अंक तालिका|पॉइंट्स टेबल|पॉइंट टेबल|प्वाइंट्स टेबल|अंक|तालिका|टेबल|स्टैंडिंग*']],
    ['fixtures', ['अगला|अगले|अगली|आगामी|आने वाले|शेड्यूल|कार्यक्रम', 'कब + मैच|खेल*|मुकाबला']],
    ['topWickets', ['विकेट*|गेंदबाज* + सबसे|ज्यादा|ज़्यादा|अधिक|किसने|कौन|टॉप|सर्वाधिक|अच्छा|बेहतरीन']],
    ['topRuns', ['रन|रनों|स्कोरर|बल्लेबाज* + सबसे|ज्यादा|ज़्यादा|अधिक|किसने|कौन|टॉप|सर्वाधिक|अच्छा|बेहतरीन']],
    ['results', ['जीता|जीती|जीते|हारा|हारी|हारे|नतीजा|नतीजे|परिणाम']],
    ['auction', ['नीलामी|ऑक्शन|बोली']],
    ['press', ['प्रेस|संवाददाता']],
    ['sponsors', ['प्रायोजक|स्पॉन्सर*']],
    ['teams', ['कितनी टीम*|कौन सी टीम*|कौनसी टीम*|सभी टीम*|सारी टीम*|टीमें|टीमों']],
    ['playerCount', ['कितने खिलाड़ी|कितने खिलाडी']],
    ['greeting', ['नमस्ते|नमस्कार|प्रणाम|राम राम']],
    ['thanks', ['धन्यवाद|शुक्रिया']],
  ],
};

/** The answers. `{name}` is filled in by the code; a line break is \n. */
export const TEMPLATES = {
  en: {
    venue: 'The next match{whose}: {team1} vs {team2} on {when} at {venue}.',
    venueUnknown: 'The next match{whose}: {team1} vs {team2} on {when}. Its ground has not been announced yet.',
    noFixtures: 'There are no upcoming fixtures{whose} scheduled yet.',
    whose: ' for {team}',
    live: 'Live now: {team1} vs {team2}{at}\n{innings}',
    liveAt: ' at {venue}',
    inningsLine: '{team} {runs}/{wickets} ({overs} overs){target}',
    target: ', chasing {target}',
    noLive: 'No match is live right now. The next match: {next}.',
    noLiveNoNext: 'No match is live right now, and none is scheduled.',
    lastSeason: 'Season {season}, {tournament}: top of the table {leader}; most runs {runName} ({runs}); most wickets {wicketName} ({wickets}).',
    noLastSeason: 'This site has no earlier season yet: {season} is its first. Ask me about this season.',
    registerOpen: 'Registration is open: {url}{fee}',
    registerFee: '\nThe fee is {fee}.',
    registerOwnForm: "Registration is open on the league's own form on this site: {url}{fee}",
  },
  hinglish: {
    fixturesHead: 'Agla match{whose} ({zone} time):',
    fixturesListHead: 'Aane wale match{whose} ({zone} time):',
    whose: ' ({team} ka)',
    noFixtures: 'Abhi koi aane wala match{whose} schedule nahi hai. Schedule page par nazar rakhiye.',
    fixtureLine: '• {when}: {team1} vs {team2}{at}',
    at: ', {venue} mein',
    venue: 'Agla match{whose}: {team1} vs {team2}, {when}, {venue} mein hai.',
    venueUnknown: 'Agla match{whose}: {team1} vs {team2}, {when}. Ground abhi bataya nahi gaya hai.',
    topRuns: 'Sabse zyada run {name} ne banaye hain: {value} run.\nTop run banane wale:\n{list}',
    topWickets: 'Sabse zyada wicket {name} ne liye hain: {value} wicket.\nTop wicket lene wale:\n{list}',
    leaderLine: '{rank}. {name}: {value} {unit}',
    noRuns: 'Abhi tak koi run record nahi hua hai.',
    noWickets: 'Abhi tak koi wicket record nahi hua hai.',
    table: 'Points table mein sabse upar {team} hai: {points} points, {played} match mein {won} jeet ({tournament}).',
    tableRow: '{rank}. {team}: {points} points (P{played} W{won} L{lost})',
    tableTeam: '{team} {tournament} mein {rank} number par hai: {played} match se {points} points (NRR {nrr}).',
    tableEmpty: 'Points table abhi khali hai: results aate hi bharega.',
    registerOpen: 'Haan, registration khula hai! Form yahan hai: {url}{fee}',
    registerOwnForm: 'Haan, registration khula hai! League ka apna form is site par hai: {url}{fee}',
    registerFee: '\nFees {fee} hai.',
    registerClosed: 'Registration abhi khula nahi hai. Home page ke Live Updates par announcement aayega.',
    live: 'Abhi live: {team1} vs {team2}{at}\n{innings}',
    liveAt: ', {venue} mein',
    inningsLine: '{team} {runs}/{wickets} ({overs} over){target}',
    target: ', target {target}',
    noLive: 'Abhi koi match live nahi hai. Agla match: {next}.',
    noLiveNoNext: 'Abhi koi match live nahi hai, aur koi match schedule nahi hai.',
    results: 'Haal ke results{whose}:\n{list}',
    resultLine: '• {team1} vs {team2} ({when}): {result}',
    noResults: 'Abhi tak koi result nahi hai{whose}.',
    lastSeason:
      'Season {season}, {tournament}: table mein sabse upar {leader}; sabse zyada run {runName} ({runs}); sabse zyada wicket {wicketName} ({wickets}).',
    noLastSeason: 'Is site par abhi koi pichla season nahi hai: {season} pehla season hai. Is season ke baare mein poochiye.',
    nobody: 'koi nahi',
    teams: 'League mein {count} team hain:\n{list}',
    noTeams: 'Abhi koi team announce nahi hui hai.',
    sponsors: 'Hamare sponsors:\n{list}',
    noSponsors: 'Abhi koi sponsor nahi hai.',
    greeting: 'Namaste! Main teams, players, match, points table aur registration ke baare mein bata sakta hoon. Kya jaanna hai?',
    thanks: 'Koi baat nahi! League ke baare mein aur kuch?',
    unknown: 'Maaf kijiye, yeh mujhe pata nahi. Main teams, players, agla match, points table, live score aur registration ke baare mein bata sakta hoon.',
    playerCount: 'League roster mein {count} players hain.',
    player: '{name}{team} ne is site par {matches} match mein {runs} run banaye hain (highest {highest}) aur {wickets} wicket liye hain.',
    playerTeam: ' ({team})',
    team: '{team} ({section}): captain {captain}, squad mein {count} players: {squad}',
  },
  hi: {
    fixturesHead: 'अगला मैच{whose} ({zone} समय):',
    fixturesListHead: 'आने वाले मैच{whose} ({zone} समय):',
    whose: ' ({team} का)',
    noFixtures: 'अभी कोई आने वाला मैच{whose} तय नहीं है। शेड्यूल पेज देखते रहिए।',
    fixtureLine: '• {when}: {team1} बनाम {team2}{at}',
    at: ', {venue} में',
    venue: 'अगला मैच{whose}: {team1} बनाम {team2}, {when}, {venue} में है।',
    venueUnknown: 'अगला मैच{whose}: {team1} बनाम {team2}, {when}। मैदान अभी तय नहीं हुआ है।',
    topRuns: 'सबसे ज़्यादा रन {name} ने बनाए हैं: {value} रन।\nसबसे ज़्यादा रन बनाने वाले:\n{list}',
    topWickets: 'सबसे ज़्यादा विकेट {name} ने लिए हैं: {value} विकेट।\nसबसे ज़्यादा विकेट लेने वाले:\n{list}',
    leaderLine: '{rank}. {name}: {value} {unit}',
    noRuns: 'अभी तक कोई रन दर्ज नहीं हुआ है।',
    noWickets: 'अभी तक कोई विकेट दर्ज नहीं हुआ है।',
    table: 'अंक तालिका में सबसे ऊपर {team} है: {played} मैच में {won} जीत, {points} अंक ({tournament})।',
    tableRow: '{rank}. {team}: {points} अंक (मैच {played}, जीत {won}, हार {lost})',
    tableTeam: '{team} {tournament} में {rank} नंबर पर है: {played} मैच से {points} अंक (NRR {nrr})।',
    tableEmpty: 'अंक तालिका अभी खाली है: नतीजे आते ही भरेगी।',
    registerOpen: 'हाँ, पंजीकरण खुला है! फॉर्म यहाँ है: {url}{fee}',
    registerOwnForm: 'हाँ, पंजीकरण खुला है! लीग का अपना फॉर्म इसी साइट पर है: {url}{fee}',
    registerFee: '\nफीस {fee} है।',
    registerClosed: 'पंजीकरण अभी खुला नहीं है। होम पेज के लाइव अपडेट में घोषणा आएगी।',
    live: 'अभी लाइव: {team1} बनाम {team2}{at}\n{innings}',
    liveAt: ', {venue} में',
    inningsLine: '{team} {runs}/{wickets} ({overs} ओवर){target}',
    target: ', लक्ष्य {target}',
    noLive: 'अभी कोई मैच लाइव नहीं है। अगला मैच: {next}।',
    noLiveNoNext: 'अभी कोई मैच लाइव नहीं है, और कोई मैच तय नहीं है।',
    results: 'हाल के नतीजे{whose}:\n{list}',
    resultLine: '• {team1} बनाम {team2} ({when}): {result}',
    noResults: 'अभी तक कोई नतीजा नहीं है{whose}।',
    lastSeason: 'सीज़न {season}, {tournament}: तालिका में सबसे ऊपर {leader}; सबसे ज़्यादा रन {runName} ({runs}); सबसे ज़्यादा विकेट {wicketName} ({wickets})।',
    noLastSeason: 'इस साइट पर अभी कोई पिछला सीज़न नहीं है: {season} पहला सीज़न है। इस सीज़न के बारे में पूछिए।',
    nobody: 'कोई नहीं',
    teams: 'लीग में {count} टीमें हैं:\n{list}',
    noTeams: 'अभी कोई टीम घोषित नहीं हुई है।',
    sponsors: 'हमारे प्रायोजक:\n{list}',
    noSponsors: 'अभी कोई प्रायोजक नहीं है।',
    greeting: 'नमस्ते! मैं टीमों, खिलाड़ियों, मैचों, अंक तालिका और पंजीकरण के बारे में बता सकता हूँ। आप क्या जानना चाहेंगे?',
    thanks: 'आपका स्वागत है! लीग के बारे में और कुछ?',
    unknown: 'माफ़ कीजिए, यह मुझे पता नहीं। मैं टीमों, खिलाड़ियों, अगले मैच, अंक तालिका, लाइव स्कोर और पंजीकरण के बारे में बता सकता हूँ।',
    playerCount: 'लीग रोस्टर में {count} खिलाड़ी हैं।',
    player: '{name}{team}: इस साइट पर {runs} रन ({matches} मैच, सर्वाधिक {highest}), {wickets} विकेट।',
    playerTeam: ' ({team})',
    team: '{team} ({section}): कप्तान {captain}, टीम में {count} खिलाड़ी: {squad}',
  },
} as const;

/** Units in leader lists. */
export const UNITS: Record<Lang, { runs: string; wickets: string }> = {
  en: { runs: 'runs', wickets: 'wickets' },
  hinglish: { runs: 'run', wickets: 'wicket' },
  hi: { runs: 'रन', wickets: 'विकेट' },
};
