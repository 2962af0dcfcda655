/** Part 3 spec 7: the language of a question, its intent in each language, and answers in it. */
import { describe, expect, it } from 'vitest';
import { builtInAnswer, detectIntent } from './intents';
import { systemMessage } from './llm';
import { detectLanguage, patternMatches } from './multilingual';
import { testFacts } from './test-facts';

const DEVANAGARI = /[\u0900-\u097F]/;

const live = [
  {
    team1: 'Kaveri Kings',
    team2: 'Banyan Blasters',
    venue: 'Azad Maidan',
    innings: [
      { team: 'Kaveri Kings', runs: 143, wickets: 6, overs: '16.0', target: null },
      { team: 'Banyan Blasters', runs: 88, wickets: 3, overs: '10.2', target: 144 },
    ],
  },
];
const earlierSeasons = [
  {
    season: '2030',
    tournament: 'Summer Cup',
    leader: 'Kaveri Kings',
    topRun: { name: 'Rohit Deshmukh', value: 123456 },
    topWicket: { name: 'Chandu Teja', value: 21 },
  },
];
const withGrounds = testFacts().fixtures.map((f, i) => ({ ...f, venue: ['Shivaji Park', 'Oval Maidan', 'Azad Maidan', 'Cross Maidan'][i] }));
const facts = testFacts({ live, earlierSeasons, fixtures: withGrounds, registration: { formUrl: 'https://forms.example.org/register', feePaise: 150_000 } });

describe('the language of a question', () => {
  it.each([
    ['When is the next match?', 'en'],
    ['Who has the most wickets', 'en'],
    ['अगला मैच कब है?', 'hi'],
    ['Kaveri Kings का कप्तान कौन है?', 'hi'],
    ['agla match kab hai?', 'hinglish'],
    ['sabse zyada run kisne banaye', 'hinglish'],
    ['registration khula hai kya', 'hinglish'],
    ['namaste', 'hinglish'],
  ] as const)('%s is %s', (question, lang) => {
    expect(detectLanguage(question)).toBe(lang);
  });
});

describe('one intent, three languages', () => {
  it.each([
    ['agla match kab hai?', 'fixtures'],
    ['अगला मैच कब है?', 'fixtures'],
    ['match kahan hai', 'venue'],
    ['मैच कहाँ है?', 'venue'],
    ['Where is the next match?', 'venue'],
    ['sabse zyada run kisne banaye', 'topRuns'],
    ['सबसे ज़्यादा रन किसने बनाए?', 'topRuns'],
    ['सबसे ज्यादा रन किसने बनाए?', 'topRuns'],
    ['sabse zyada wicket kisne liye', 'topWickets'],
    ['सबसे ज़्यादा विकेट किसने लिए?', 'topWickets'],
    ['registration khula hai kya', 'register'],
    ['क्या पंजीकरण खुला है?', 'register'],
    ['What is the fee?', 'register'],
    ['points table mein top kaun hai', 'table'],
    ['अंक तालिका में सबसे ऊपर कौन है?', 'table'],
    ['live score kya hai', 'live'],
    ['लाइव स्कोर क्या है?', 'live'],
    ["What's the live score?", 'live'],
    ['pichle season mein kaun jeeta', 'lastSeason'],
    ['पिछले सीज़न में कौन जीता?', 'lastSeason'],
    ['Who won last season?', 'lastSeason'],
    ['Who won the last match?', 'results'],
  ] as const)('%s → %s', (question, intent) => {
    expect(detectIntent(question)).toBe(intent);
  });

  it('reads a pattern as groups that must all match, of words of which one must', () => {
    expect(patternMatches('sabse|top + run|runs', 'sabse zyada run')).toBe(true);
    expect(patternMatches('sabse|top + run|runs', 'sabse zyada wicket')).toBe(false);
    expect(patternMatches('regist*', 'Registration?')).toBe(true);
    expect(patternMatches('run', 'runner')).toBe(false);
    expect(patternMatches('points table', 'the Points-Table')).toBe(true);
  });
});

describe('answers in the language asked', () => {
  it('tells the next match with its ground, its date in the language, in Devanagari for Hindi', () => {
    const hi = builtInAnswer('अगला मैच कब है?', facts);
    expect(hi).toBe('अगला मैच (IST समय):\n• शुक्र, 14 मार्च, 4:00 pm: Banyan Blasters बनाम Royal Strikers, Oval Maidan में');
    expect(builtInAnswer('agla match kab hai?', facts)).toBe(
      'Agla match (IST time):\n• Fri, 14 Mar, 4:00 pm: Banyan Blasters vs Royal Strikers, Oval Maidan mein',
    );
    expect(builtInAnswer('match kahan hai', facts)).toBe('Agla match: Banyan Blasters vs Royal Strikers, Fri, 14 Mar, 4:00 pm, Oval Maidan mein hai.');
    expect(builtInAnswer('Where is the next match?', facts)).toBe('The next match: Banyan Blasters vs Royal Strikers on Fri, 14 Mar, 4:00 pm at Oval Maidan.');
    expect(builtInAnswer('Where is the next match?', testFacts())).toContain('Its ground has not been announced yet.');
  });

  it('names the top scorer and wicket-taker from the leaders (the scorecards), not a profile', () => {
    expect(builtInAnswer('sabse zyada run kisne banaye', facts)).toMatch(/^Sabse zyada run Rohit Deshmukh ne banaye hain: 412 run\./);
    expect(builtInAnswer('सबसे ज़्यादा विकेट किसने लिए?', facts)).toMatch(/^सबसे ज़्यादा विकेट Chandu Teja ने लिए हैं: 12 विकेट।/);
  });

  it('says registration is open when the settings give a form link or the own form is open, with the fee in Indian grouping', () => {
    expect(builtInAnswer('registration khula hai kya', facts)).toBe(
      'Haan, registration khula hai! Form yahan hai: https://forms.example.org/register\nFees ₹1,500 hai.',
    );
    const own = testFacts({ registrationFormUrl: null, registration: { formUrl: '/register', feePaise: 12_345_600 } });
    expect(builtInAnswer('क्या पंजीकरण खुला है?', own)).toBe('हाँ, पंजीकरण खुला है! लीग का अपना फॉर्म इसी साइट पर है: /register\nफीस ₹1,23,456 है।');
    expect(builtInAnswer('Is registration open?', own)).toContain(
      "Registration is open on the league's own form on this site: /register\nThe fee is ₹1,23,456.",
    );
    const closed = testFacts({ registrationFormUrl: null, registration: { formUrl: null, feePaise: 50_000 } });
    expect(builtInAnswer('Is registration open?', closed)).toMatch(/^Registration is not open yet\./);
    expect(builtInAnswer('registration khula hai kya', closed)).toMatch(/^Registration abhi khula nahi hai\./);
  });

  it('gives the live score, and says when nothing is live', () => {
    expect(builtInAnswer('लाइव स्कोर क्या है?', facts)).toBe(
      'अभी लाइव: Kaveri Kings बनाम Banyan Blasters, Azad Maidan में\nKaveri Kings 143/6 (16.0 ओवर)\nBanyan Blasters 88/3 (10.2 ओवर), लक्ष्य 144',
    );
    expect(builtInAnswer("What's the live score?", facts)).toContain('Banyan Blasters 88/3 (10.2 overs), chasing 144');
    expect(builtInAnswer('live score kya hai', testFacts())).toBe(
      'Abhi koi match live nahi hai. Agla match: Banyan Blasters vs Royal Strikers, Fri, 14 Mar, 4:00 pm.',
    );
  });

  it('tells last season from its table and stats, or that there is none', () => {
    expect(builtInAnswer('पिछले सीज़न में कौन जीता?', facts)).toBe(
      'सीज़न 2030, Summer Cup: तालिका में सबसे ऊपर Kaveri Kings; सबसे ज़्यादा रन Rohit Deshmukh (1,23,456); सबसे ज़्यादा विकेट Chandu Teja (21)।',
    );
    expect(builtInAnswer('Who won last season?', facts)).toContain('top of the table Kaveri Kings; most runs Rohit Deshmukh (1,23,456)');
    expect(builtInAnswer('pichle season mein kaun jeeta', testFacts())).toMatch(/^Is site par abhi koi pichla season nahi hai/);
  });

  it('answers every Hindi question in Devanagari and every Hinglish one in Latin letters', () => {
    const hindi = ['नमस्ते', 'धन्यवाद', 'कितनी टीमें हैं?', 'यह क्या है?', 'Rohit Deshmukh के कितने रन हैं?', 'अंक तालिका', 'प्रायोजक कौन हैं?'];
    for (const q of hindi) expect(builtInAnswer(q, facts), q).toMatch(DEVANAGARI);
    const hinglish = ['namaste', 'shukriya', 'kitni teams hain', 'yeh kya hai', 'Rohit Deshmukh ke kitne run hain', 'sponsors kaun hain'];
    for (const q of hinglish) expect(builtInAnswer(q, facts), q).not.toMatch(DEVANAGARI);
  });
});

describe('with a model', () => {
  it('tells the model the language and gives it the same facts: grounds, live score, last season, registration with the fee', () => {
    const hi = systemMessage(facts, 'अगला मैच कब है?');
    expect(hi).toContain('Answer in Hindi in Devanagari script');
    expect(systemMessage(facts, 'agla match kab hai?')).toContain('Answer in Hinglish');
    expect(systemMessage(facts, 'When is the next match?')).toContain('Answer in English.');
    expect(hi).toContain('Oval Maidan');
    expect(hi).toContain('Banyan Blasters 88/3');
    expect(hi).toContain('Summer Cup');
    expect(hi).toContain('The fee is ₹1,500.');
  });
});
