/**
 * The league's story, in one place: the About page reads everything it shows from here.
 * Edit the text, names and pictures in this file only (no component needs to change).
 *
 * Pictures: put a file next to the others in ./images and import it below with
 * `?no-inline`, so it is served as its own cacheable file instead of swelling the page's
 * script. Photos should be small (about 200 x 200 px for people, 640 x 480 for quotes).
 * The names below are placeholders until the league fills in its own people.
 */
import ground from './images/ground.svg?no-inline';
import tennisBall from './images/tennis-ball.svg?no-inline';
import gavel from './images/gavel.svg?no-inline';
import leatherBall from './images/leather-ball.svg?no-inline';
import avatarGreen from './images/avatar-green.svg?no-inline';
import avatarAmber from './images/avatar-amber.svg?no-inline';
import avatarBlue from './images/avatar-blue.svg?no-inline';
import avatarMaroon from './images/avatar-maroon.svg?no-inline';
import avatarTeal from './images/avatar-teal.svg?no-inline';

export interface Picture {
  src: string;
  /** Describes the picture; empty when it is decoration only. */
  alt: string;
  width: number;
  height: number;
}

export interface Milestone {
  /** Shown in the year pill ("Mid-2020"). */
  when: string;
  title: string;
  text: string;
  /** Highlights the entry (a result, a first). */
  highlight?: string;
}

export interface Quote {
  text: string;
  by: string;
  role: string;
  picture: Picture;
}

export interface Person {
  name: string;
  role: string;
  picture: Picture;
}

export interface PeopleGroup {
  title: string;
  blurb: string;
  people: Person[];
}

const avatar = (src: string): Picture => ({ src, alt: '', width: 96, height: 96 });

export const about = {
  eyebrow: 'Our story',
  title: 'About the league',
  intro:
    'A school-ground rivalry between two neighbourhood sides that grew into a two-section league with an auction, sponsors and a following of its own.',
  banner: { src: ground, alt: 'Illustration of a cricket pitch and stumps at sunset', width: 480, height: 300 } satisfies Picture,

  timelineTitle: 'How it all began',
  timeline: [
    {
      when: 'Mid-2020',
      title: 'NKT vs SKS',
      text: 'With schools shut and long summer evenings, friends from two lanes, NKT and SKS, started meeting on the school ground with one tennis ball and a borrowed set of stumps.',
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
    },
    {
      when: '2023',
      title: 'Two sections, more teams',
      text: 'The league split into GICPL-OG and GICPL-H so every player gets a fair contest, with a press conference before each auction.',
    },
    {
      when: '2024',
      title: 'A season to remember',
      text: 'Local sponsors came on board, every fixture went online, and the gallery filled up with photos from the boundary rope.',
    },
    {
      when: '2025',
      title: 'Leather ball for GICPL-H',
      text: 'Next up: leather-ball matches are planned for GICPL-H 2025. Proper pads, proper whites, the same spirit.',
      highlight: 'Planned',
    },
  ] satisfies Milestone[],

  quotesTitle: 'Iconic quotes',
  quotes: [
    {
      text: 'We had no trophy in 2020. We played for bragging rights, and that was more than enough.',
      by: 'Rohan Kulkarni',
      role: 'Forefather, NKT captain in the first series',
      picture: { src: tennisBall, alt: 'A tennis ball beside a set of stumps', width: 320, height: 240 },
    },
    {
      text: 'The auction changed everything. Suddenly your best friend was bowling at you.',
      by: 'Pranav Shinde',
      role: 'Managing Team',
      picture: { src: gavel, alt: 'An auctioneer’s gavel with the word SOLD', width: 320, height: 240 },
    },
    {
      text: 'Leather ball next season. The kids are ready; the parents are nervous.',
      by: 'Siddharth Naik',
      role: 'Forefather',
      picture: { src: leatherBall, alt: 'A red leather cricket ball with its seam', width: 320, height: 240 },
    },
  ] satisfies Quote[],

  peopleTitle: 'The people behind it',
  people: [
    {
      title: 'Forefathers',
      blurb: 'The five who turned a lane rivalry into a league.',
      people: [
        { name: 'Rohan Kulkarni', role: 'Founder', picture: avatar(avatarGreen) },
        { name: 'Aditya Deshpande', role: 'Founder', picture: avatar(avatarBlue) },
        { name: 'Siddharth Naik', role: 'Founder', picture: avatar(avatarAmber) },
        { name: 'Vikram Joshi', role: 'Founder', picture: avatar(avatarMaroon) },
        { name: 'Nikhil Patwardhan', role: 'Founder', picture: avatar(avatarTeal) },
      ],
    },
    {
      title: 'Managing Team',
      blurb: 'Fixtures, grounds, umpires and the auction.',
      people: [
        { name: 'Pranav Shinde', role: 'League manager', picture: avatar(avatarBlue) },
        { name: 'Kunal Mehta', role: 'Operations', picture: avatar(avatarGreen) },
      ],
    },
    {
      title: 'Treasurer',
      blurb: 'Every rupee in, every rupee out, on the record.',
      people: [
        { name: 'Omkar Gokhale', role: 'Treasurer', picture: avatar(avatarAmber) },
        { name: 'Saurabh Jadhav', role: 'Treasurer', picture: avatar(avatarMaroon) },
      ],
    },
  ] satisfies PeopleGroup[],

  visionTitle: 'Our vision',
  vision:
    'A league where anyone from the neighbourhood can walk onto the ground, get picked and play proper cricket: fair teams, honest umpiring, and a path for the next generation from tennis ball to leather.',
  registerPrompt: 'Want to play next season?',
};

export type AboutContent = typeof about;
