import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /sustainable-business. */
export const sustainableBusiness: ProgrammeCopy = {
  eyebrow: 'Incubator · 12 months',
  intro:
    'Twelve months of structured support for founders whose business model only works if it is good for the soil, the workers and the town it sits in. We help you prove that the sustainable way is also the way that pays.',
  primaryCta: { label: 'Apply to the Incubator', anchor: '#join' },
  secondaryCta: { label: 'See Our Ventures', anchor: '#ventures' },
  audience: {
    text: 'Founders with a working prototype, a first customer or a pilot who want to grow without cutting corners on people or planet.',
    points: [
      'Food, farming, materials, repair and reuse businesses',
      'Teams of one to five, with at least one founder working on it full time',
      'Ready to share numbers honestly with a small cohort',
    ],
  },
  benefits: [
    {
      title: 'A business model that holds up',
      text: 'Unit economics workshops that price in fair wages and real material costs, so growth does not depend on someone else paying the difference.',
    },
    {
      title: 'Impact you can show',
      text: 'A simple, honest impact measure chosen in month one and tracked monthly, ready for customers, lenders and grant makers.',
    },
    {
      title: 'Shared tools and suppliers',
      text: 'Access to the studio’s accounting, legal templates, packaging suppliers and logistics partners at member rates.',
    },
    {
      title: 'A route to funding',
      text: 'A demo day with impact investors, community lenders and grant officers who already understand slower, steadier returns.',
    },
  ],
  steps: [
    { title: 'Apply', text: 'Tell us what you are building and who it serves. Cohorts start in spring and autumn.' },
    {
      title: 'Build with a cohort',
      text: 'Weekly working sessions, a monthly review with your mentor and open office hours with specialists.',
    },
    {
      title: 'Launch and stay',
      text: 'After demo day you join the alumni network and keep access to the shared tools.',
    },
  ],
  closing: {
    title: 'Build the business your town would miss',
    text: 'The next cohort is forming now. Applications take about twenty minutes and every one gets a personal reply.',
    cta: { label: 'Start Your Application', anchor: '#join' },
  },
};
