/**
 * The About page's look: headings and pictures. Its words (history, quotes, people,
 * vision) are the league's own and come from the settings (GET /api/config `story`), which
 * an admin edits in Settings; the demo league's story is the settings' demo default.
 *
 * Pictures: put a file next to the others in ./images and import it below with
 * `?no-inline`, so it is served as its own cacheable file instead of swelling the page's
 * script. They are decoration only, cycled over the quotes and people.
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

const avatar = (src: string): Picture => ({ src, alt: '', width: 96, height: 96 });
const quotePicture = (src: string): Picture => ({ src, alt: '', width: 320, height: 240 });

export const about = {
  eyebrow: 'Our story',
  title: 'About the league',
  banner: { src: ground, alt: 'Illustration of a cricket pitch and stumps at sunset', width: 480, height: 300 } satisfies Picture,
  timelineTitle: 'How it all began',
  quotesTitle: 'Iconic quotes',
  peopleTitle: 'The people behind it',
  visionTitle: 'Our vision',
  registerPrompt: 'Want to play next season?',
  emptyTitle: "The league's story is still to be written",
  emptyHint: 'An admin can add its history, quotes, people and vision in Settings.',
  quotePictures: [tennisBall, gavel, leatherBall].map(quotePicture),
  avatars: [avatarGreen, avatarBlue, avatarAmber, avatarMaroon, avatarTeal].map(avatar),
};

export type AboutContent = typeof about;
