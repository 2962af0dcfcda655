import { sql } from 'drizzle-orm';
import type { DemoContext } from '@league/core/server';
import type { PlayerRole, Section } from '../contract';
import { createTeam } from './repo';
import { teams } from './schema';

interface DemoTeam {
  section: Section;
  name: string;
  /** The captain first, then the vice-captain, then the wicket-keeper, then the rest. */
  squad: string[];
}

// Six teams a section, squads of 8 to 14: the home page's "six teams with the most
// players" then has a real ranking to show.
const DEMO_TEAMS: DemoTeam[] = [
  {
    section: 'GICPL-OG',
    name: 'Banyan Blasters',
    squad: [
      'Rohit Deshmukh',
      'Sandeep Kulkarni',
      'Amol Jadhav',
      'Nitin Pawar',
      'Ganesh Shinde',
      'Vikas Patil',
      'Prakash More',
      'Sachin Gaikwad',
      'Mahesh Bhosale',
      'Tushar Salunkhe',
      'Ajit Kadam',
      'Yogesh Chavan',
    ],
  },
  {
    section: 'GICPL-OG',
    name: 'Chowpatty Chargers',
    squad: [
      'Imran Shaikh',
      'Kunal Mehta',
      'Faizan Qureshi',
      'Rakesh Iyer',
      'Deepak Naik',
      'Arjun Menon',
      'Salim Ansari',
      'Harish Rao',
      'Jayesh Parekh',
      'Moin Khan',
    ],
  },
  {
    section: 'GICPL-OG',
    name: 'Deccan Dhurandhars',
    squad: [
      'Venkat Reddy',
      'Srinivas Goud',
      'Kiran Varma',
      'Anil Yadav',
      'Ramesh Naidu',
      'Suresh Babu',
      'Praveen Kumar',
      'Mahendra Rao',
      'Chandu Teja',
      'Ravi Teja',
      'Naveen Chowdary',
      'Bharath Raju',
      'Sai Charan',
      'Gopal Krishna',
    ],
  },
  {
    section: 'GICPL-OG',
    name: 'Gully Gladiators',
    squad: [
      'Aakash Verma',
      'Manoj Tiwari',
      'Pankaj Mishra',
      'Sanjay Dubey',
      'Vivek Pandey',
      'Alok Srivastava',
      'Rajat Saxena',
      'Ashish Tripathi',
      'Gaurav Shukla',
    ],
  },
  {
    section: 'GICPL-OG',
    name: 'Maidan Mavericks',
    squad: [
      'Sourav Banerjee',
      'Abhijit Das',
      'Debashish Ghosh',
      'Partha Sen',
      'Subhas Mondal',
      'Arindam Roy',
      'Tapas Dutta',
      'Bikram Saha',
      'Sayan Mukherjee',
      'Ritam Bose',
      'Anirban Paul',
    ],
  },
  {
    section: 'GICPL-OG',
    name: 'Peepal Tree Titans',
    squad: ['Harpreet Singh', 'Gurdeep Gill', 'Manpreet Sandhu', 'Jaspal Dhillon', 'Kuldeep Brar', 'Navjot Sidhu', 'Amrit Grewal', 'Sukhwinder Mann'],
  },
  {
    section: 'GICPL-H',
    name: 'Ashoka Avengers',
    squad: [
      'Aarav Sharma',
      'Vihaan Gupta',
      'Ishaan Malhotra',
      'Reyansh Kapoor',
      'Advait Joshi',
      'Kabir Arora',
      'Dhruv Bansal',
      'Arnav Khanna',
      'Shaurya Chopra',
      'Ayaan Sethi',
      'Atharv Bhatia',
      'Vivaan Ahuja',
      'Rudra Tandon',
    ],
  },
  {
    section: 'GICPL-H',
    name: 'Kaveri Kings',
    squad: [
      'Karthik Subramanian',
      'Pranav Iyengar',
      'Siddharth Raman',
      'Aditya Srinivasan',
      'Harish Venkatesh',
      'Vignesh Murali',
      'Gokul Anand',
      'Rahul Natarajan',
      'Surya Prakash',
      'Ajay Balaji',
    ],
  },
  {
    section: 'GICPL-H',
    name: 'Nalanda Knights',
    squad: ['Aryan Sinha', 'Rishabh Jha', 'Utkarsh Thakur', 'Nikhil Choudhary', 'Sumit Prasad', 'Ankit Kumar', 'Raunak Singh', 'Shivam Ojha', 'Prince Raj'],
  },
  {
    section: 'GICPL-H',
    name: 'Sahyadri Strikers',
    squad: [
      'Om Jagtap',
      'Parth Sawant',
      'Aditya Mane',
      'Soham Kale',
      'Varad Joshi',
      'Atharva Gokhale',
      'Chinmay Apte',
      'Tanmay Ranade',
      'Mihir Phadke',
      'Ninad Karve',
      'Sarthak Lele',
      'Yash Bapat',
    ],
  },
  {
    section: 'GICPL-H',
    name: 'Sabarmati Smashers',
    squad: [
      'Dev Patel',
      'Hriday Shah',
      'Jay Desai',
      'Krish Trivedi',
      'Meet Joshi',
      'Param Vyas',
      'Rushil Amin',
      'Tirth Chauhan',
      'Yug Solanki',
      'Neel Modi',
      'Harsh Rana',
    ],
  },
  {
    section: 'GICPL-H',
    name: 'Vindhya Warriors',
    squad: ['Aniket Yadav', 'Piyush Jain', 'Saurabh Agrawal', 'Tanishq Soni', 'Lakshya Rathore', 'Harshit Chouhan', 'Devansh Tomar', 'Pratham Dwivedi'],
  },
];

const ROLE_BY_POSITION: PlayerRole[] = ['C', 'VC', 'WK'];

/** Demo data: a dozen teams across both sections, each captained and with C/VC/WK marked. */
export async function seedTeamsDemo(ctx: DemoContext): Promise<void> {
  const [existing] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(teams);
  if ((existing?.count ?? 0) > 0) return;
  for (const team of DEMO_TEAMS) {
    await createTeam(ctx.db, {
      section: team.section,
      name: team.name,
      captain: team.squad[0]!,
      players: team.squad.map((name, i) => ({ name, role: ROLE_BY_POSITION[i] ?? 'Player' })),
    });
  }
  // pino and console both take a plain message; the union of their types does not say so.
  const log = ctx.log as { info(message: string): void };
  log.info(`teams: seeded ${DEMO_TEAMS.length} demo teams`);
}

/** The demo teams' names and squads, for seeds of other packages that want to agree with them. */
export const demoTeams: readonly DemoTeam[] = DEMO_TEAMS;
