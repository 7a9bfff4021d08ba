import { createSiteContentStore, defaultSiteContent } from '@rooted/site-content';

/** Branch Collective's own ventures: the store validates them against the shared schema. */
const ventures = [
  {
    id: 'riverside-bakery',
    name: 'Riverside Bakery Co-op',
    tagline: 'Sourdough baked by the people who own the ovens.',
    description: 'A worker-owned bakery milling local grain and selling through a morning counter and two market stalls.',
    status: 'Live',
    statusColor: 'green',
    icon: 'sprout',
    color: 'amber',
    features: ['Worker-owned', 'Local grain only'],
    website: 'https://riverside-bakery.example',
    isLive: true,
  },
  {
    id: 'tool-library',
    name: 'Neighbourhood Tool Library',
    tagline: 'Borrow a drill, not a loan.',
    description: 'A membership library of tools and repair skills, run from a shipping container behind the community hall.',
    status: 'Beta',
    statusColor: 'amber',
    icon: 'wrench',
    color: 'sky',
    features: ['Pay-what-you-can membership', 'Monthly repair cafe'],
    website: 'https://toollibrary.example',
    isLive: false,
  },
];

/** Branch Collective's defaults: the shared model with its own brand, hero and ventures. */
export const branchDefaults = {
  ...defaultSiteContent,
  company: { ...defaultSiteContent.company, name: 'Branch Collective', tagline: 'Grow Together', email: 'hello@branch.example' },
  hero: {
    ...defaultSiteContent.hero,
    title: 'Branch Collective grows businesses with its neighbours',
    subtitle: 'Grow Together',
    description: 'A small studio helping neighbours start co-operatives that pay fairly and stay local.',
    ctaText: 'Join the Collective',
    ctaLink: '#join',
  },
  ventures,
  sections: {
    ...defaultSiteContent.sections,
    ventures: { eyebrow: 'Our co-operatives', title: 'Businesses owned by the people who run them' },
  },
};

/** The site's content store: its own defaults and its own localStorage key, no fork needed. */
export const content = createSiteContentStore({
  defaults: branchDefaults,
  storageKey: 'branch-collective-site-content',
});
