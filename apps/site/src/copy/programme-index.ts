import type { ProgrammeSummary } from './programme-copy/programme-types';

/**
 * The ten programme landing pages in their fixed order (docs/decisions/0026): path, title, description
 * and keywords only. The route table, router and search read this small list; the
 * page copy lives in programmes.ts, which only the landing page chunk loads.
 */
export const programmeIndex: readonly ProgrammeSummary[] = [
  {
    slug: 'sustainable-business',
    title: 'Sustainable Business Incubator',
    summary:
      'A twelve-month incubator for founders building companies that leave land, people and communities better off.',
    keywords: [
      'sustainable business incubator',
      'green startup support',
      'circular economy founders',
      'regenerative business',
    ],
  },
  {
    slug: 'startup-mentorship',
    title: 'Startup Mentorship',
    summary: 'One-to-one mentoring from operators who have built, run and sold purpose-led businesses.',
    keywords: ['startup mentorship', 'founder mentoring', 'purpose-led business mentor', 'impact startup advice'],
  },
  {
    slug: 'impact-investment',
    title: 'Impact Investment',
    summary:
      'Patient, founder-friendly capital for ventures that measure success in lives improved as well as revenue.',
    keywords: ['impact investment', 'patient capital', 'revenue-based financing', 'social enterprise funding'],
  },
  {
    slug: 'social-innovation-workshops',
    title: 'Social Innovation Workshops',
    summary: 'Hands-on workshops that turn a community problem into a tested, fundable venture idea.',
    keywords: [
      'social innovation workshop',
      'design thinking for communities',
      'venture idea validation',
      'community problem solving',
    ],
  },
  {
    slug: 'peer-mentoring',
    title: 'Peer Mentoring Circles',
    summary: 'Small circles of founders at the same stage who meet monthly to solve real problems together.',
    keywords: ['peer mentoring', 'founder peer group', 'mastermind circle', 'entrepreneur support group'],
  },
  {
    slug: 'women-entrepreneurs',
    title: 'Women Entrepreneurs Program',
    summary: 'Funding access, mentoring and a network built with and for women founding purpose-driven companies.',
    keywords: [
      'women entrepreneurs program',
      'female founders support',
      'women in business funding',
      'women-led social enterprise',
    ],
  },
  {
    slug: 'local-entrepreneurs',
    title: 'Local Entrepreneurs Network',
    summary: 'Support for the bakeries, workshops and service businesses that keep a neighborhood alive.',
    keywords: [
      'local entrepreneurs network',
      'small business support',
      'main street business',
      'neighborhood enterprise',
    ],
  },
  {
    slug: 'regional-investing',
    title: 'Regional Investing',
    summary: 'Investment that keeps capital and ownership in the regions where ventures are built.',
    keywords: ['regional investing', 'community investment', 'local ownership', 'place-based investment'],
  },
  {
    slug: 'social-impact-tech',
    title: 'Social Impact Technology',
    summary: 'Help for technology ventures that put people before engagement metrics and data before profit.',
    keywords: ['social impact technology', 'tech for good', 'ethical software startup', 'privacy by design'],
  },
  {
    slug: 'coworking-spaces',
    title: 'Coworking Spaces',
    summary: 'Affordable desks, workshops and meeting rooms where purpose-driven founders work side by side.',
    keywords: ['coworking space', 'affordable desk rental', 'social enterprise hub', 'shared workshop space'],
  },
];
