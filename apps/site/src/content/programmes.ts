/**
 * The ten programme landing pages (spec §2). One data module drives one page
 * component; issue #7 grows each entry into full copy (benefits, closing CTA).
 */
export interface Programme {
  slug: string;
  title: string;
  summary: string;
}

export const programmes: readonly Programme[] = [
  {
    slug: 'sustainable-business',
    title: 'Sustainable Business Incubator',
    summary: 'A twelve-month incubator for founders building companies that leave land, people and communities better off.',
  },
  {
    slug: 'startup-mentorship',
    title: 'Startup Mentorship',
    summary: 'One-to-one mentoring from operators who have built, run and sold purpose-led businesses.',
  },
  {
    slug: 'impact-investment',
    title: 'Impact Investment',
    summary: 'Patient, founder-friendly capital for ventures that measure success in lives improved as well as revenue.',
  },
  {
    slug: 'social-innovation-workshops',
    title: 'Social Innovation Workshops',
    summary: 'Hands-on workshops that turn a community problem into a tested, fundable venture idea.',
  },
  {
    slug: 'peer-mentoring',
    title: 'Peer Mentoring Circles',
    summary: 'Small circles of founders at the same stage who meet monthly to solve real problems together.',
  },
  {
    slug: 'women-entrepreneurs',
    title: 'Women Entrepreneurs Programme',
    summary: 'Funding access, mentoring and a network built with and for women founding purpose-driven companies.',
  },
  {
    slug: 'local-entrepreneurs',
    title: 'Local Entrepreneurs Network',
    summary: 'Support for the bakeries, workshops and service businesses that keep a neighbourhood alive.',
  },
  {
    slug: 'regional-investing',
    title: 'Regional Investing',
    summary: 'Investment that keeps capital and ownership in the regions where ventures are built.',
  },
  {
    slug: 'social-impact-tech',
    title: 'Social Impact Technology',
    summary: 'Help for technology ventures that put people before engagement metrics and data before profit.',
  },
  {
    slug: 'coworking-spaces',
    title: 'Coworking Spaces',
    summary: 'Affordable desks, workshops and meeting rooms where purpose-driven founders work side by side.',
  },
];
