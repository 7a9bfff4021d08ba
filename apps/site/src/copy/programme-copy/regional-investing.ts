import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /regional-investing. */
export const regionalInvesting: ProgrammeCopy = {
  eyebrow: 'Capital · Place-based',
  intro:
    'Too much money leaves the places that earn it. Regional Investing pools capital from people and institutions in a region and invests it in ventures rooted there, so profits and ownership stay close to home.',
  primaryCta: { label: 'See Regional Ventures', anchor: '#ventures' },
  secondaryCta: { label: 'Become an Investor', anchor: '#join' },
  audience: {
    text: 'Residents, local employers and foundations who want to invest where they live, and ventures that want owners who care about the place.',
    points: [
      'Ventures outside the big financial centers',
      'Community shareholders investing modest amounts',
      'Local institutions with a regional mission',
    ],
  },
  benefits: [
    {
      title: 'Ownership stays local',
      text: 'Community share offers and local investor pools keep a real stake in the venture within the region.',
    },
    {
      title: 'Open books',
      text: 'Investors get plain-language reports twice a year on money, jobs created and the venture’s local impact.',
    },
    {
      title: 'Small tickets welcome',
      text: 'Structures that let residents invest modest sums alongside larger local institutions, on the same terms.',
    },
    {
      title: 'Ventures with deep roots',
      text: 'Founders gain backers who are also customers, advocates and neighbors, which makes for a steadier business.',
    },
  ],
  steps: [
    {
      title: 'Register interest',
      text: 'As an investor or a venture, tell us your region and what you are looking for.',
    },
    { title: 'Review opportunities', text: 'We present regional ventures with clear terms, risks and impact goals.' },
    { title: 'Invest and follow along', text: 'Regular updates and an annual gathering for everyone with a stake.' },
  ],
  closing: {
    title: 'Put your money where you live',
    text: 'Every investment carries risk, and every one we offer comes with honest information. Start the conversation.',
    cta: { label: 'Register Your Interest', anchor: '#join' },
  },
};
