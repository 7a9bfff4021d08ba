import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /local-entrepreneurs. */
export const localEntrepreneurs: ProgrammeCopy = {
  eyebrow: 'Network · Ongoing',
  intro:
    'Not every good business wants to scale. The network supports owner-run shops, trades and services that keep money, jobs and character in the neighborhood.',
  primaryCta: { label: 'Join the Network', anchor: '#join' },
  secondaryCta: { label: 'See Our Community', anchor: '#community' },
  audience: {
    text: 'Owners of local businesses with a storefront, a van or a workshop, whether you opened last month or have traded for twenty years.',
    points: [
      'Cafés, bakeries, repair shops, salons and trades',
      'Family businesses planning a handover',
      'New owners taking over a business from a retiring founder',
    ],
  },
  benefits: [
    {
      title: 'Practical help, fast',
      text: 'A member helpline for questions on pricing, staffing, leases and bookkeeping, answered by people who run businesses too.',
    },
    {
      title: 'Buy together, save together',
      text: 'Group purchasing for energy, insurance, card payments and packaging, negotiated for the whole network.',
    },
    {
      title: 'Customers from next door',
      text: 'Joint events, a shared local loyalty scheme and cross-referrals between members who serve the same streets.',
    },
    {
      title: 'Succession support',
      text: 'Help planning a handover to staff, family or a new owner so a good business does not close with its founder.',
    },
  ],
  steps: [
    { title: 'Join', text: 'Tell us your business and street. Membership is free for the first year.' },
    { title: 'Meet your neighbors', text: 'Monthly breakfasts for members in each area, plus an online group.' },
    { title: 'Use what you need', text: 'Helpline, group deals and events, as often or as rarely as suits you.' },
  ],
  closing: {
    title: 'Keep your high street yours',
    text: 'The network is only as strong as its members. Join and bring the business next door with you.',
    cta: { label: 'Become a Member', anchor: '#join' },
  },
};
