/** The demo league's story and sections: defaults only when SEED_DEMO is on. */
import type { Section, Story } from '../contract';

export const DEMO_SECTIONS: Section[] = [
  { id: 'og', name: 'GICPL-OG', retired: false },
  { id: 'h', name: 'GICPL-H', retired: false },
];

export const DEMO_TAGLINE = 'A school-ground cricket league of two sections, GICPL-OG and GICPL-H, played by friends since 2020.';

export const DEMO_STORY: Story = {
  intro: 'A school-ground rivalry between two neighbourhood sides that grew into a two-section league with an auction, sponsors and a following of its own.',
  history: [
    {
      when: 'Mid-2020',
      title: 'NKT vs SKS',
      text: 'With schools shut and long summer evenings, friends from two lanes, NKT and SKS, started meeting on the school ground with one tennis ball and a borrowed set of stumps.',
      highlight: '',
    },
    {
      when: '2020',
      title: 'The first seven-match series',
      text: 'The rivalry got a format: seven matches, winner takes the bragging rights. It went all the way to the decider.',
      highlight: 'NKT won 4-3',
    },
    {
      when: '2021',
      title: 'SKS strike back',
      text: 'A year of nets, grudges and rematches later, SKS won the series, and players from other lanes started asking how to join.',
      highlight: 'SKS win',
    },
    {
      when: '2022',
      title: 'The auction system',
      text: 'To keep teams even, captains began bidding for players in an auction. New teams formed, friendships were tested, and the GICPL was born.',
      highlight: '',
    },
    {
      when: '2023',
      title: 'Two sections, more teams',
      text: 'The league split into GICPL-OG and GICPL-H so every player gets a fair contest, with a press conference before each auction.',
      highlight: '',
    },
    {
      when: '2024',
      title: 'A season to remember',
      text: 'Local sponsors came on board, every fixture went online, and the gallery filled up with photos from the boundary rope.',
      highlight: '',
    },
    {
      when: '2025',
      title: 'Leather ball for GICPL-H',
      text: 'Next up: leather-ball matches are planned for GICPL-H 2025. Proper pads, proper whites, the same spirit.',
      highlight: 'Planned',
    },
  ],
  quotes: [
    {
      text: 'We had no trophy in 2020. We played for bragging rights, and that was more than enough.',
      by: 'Rohan Kulkarni',
      role: 'Forefather, NKT captain in the first series',
    },
    { text: 'The auction changed everything. Suddenly your best friend was bowling at you.', by: 'Pranav Shinde', role: 'Managing Team' },
    { text: 'Leather ball next season. The kids are ready; the parents are nervous.', by: 'Siddharth Naik', role: 'Forefather' },
  ],
  people: [
    { group: 'Forefathers', name: 'Rohan Kulkarni', role: 'Founder' },
    { group: 'Forefathers', name: 'Aditya Deshpande', role: 'Founder' },
    { group: 'Forefathers', name: 'Siddharth Naik', role: 'Founder' },
    { group: 'Forefathers', name: 'Vikram Joshi', role: 'Founder' },
    { group: 'Forefathers', name: 'Nikhil Patwardhan', role: 'Founder' },
    { group: 'Managing Team', name: 'Pranav Shinde', role: 'League manager' },
    { group: 'Managing Team', name: 'Kunal Mehta', role: 'Operations' },
    { group: 'Treasurer', name: 'Omkar Gokhale', role: 'Treasurer' },
    { group: 'Treasurer', name: 'Saurabh Jadhav', role: 'Treasurer' },
  ],
  vision:
    'A league where anyone from the neighbourhood can walk onto the ground, get picked and play proper cricket: fair teams, honest umpiring, and a path for the next generation from tennis ball to leather.',
};
