import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /impact-investment. */
export const impactInvestment: ProgrammeCopy = {
  eyebrow: 'Capital · Patient',
  intro:
    'Capital that waits for good businesses to grow at the speed of trust. We invest in companies from our community on terms that keep founders in control and reward them for the good they do.',
  primaryCta: { label: 'Explore Our Ventures', anchor: '#ventures' },
  secondaryCta: { label: 'Talk to Us About Investing', anchor: '#join' },
  audience: {
    text: 'Ventures with paying customers and a clear social or environmental purpose, and investors who want their money to do more than grow.',
    points: [
      'Founders raising their first outside capital',
      'Businesses that do not fit a venture fund’s growth curve',
      'Individuals and foundations looking for measurable impact',
    ],
  },
  benefits: [
    {
      title: 'Terms built for real businesses',
      text: 'Revenue-based repayment and shared-earnings agreements that flex with your sales instead of demanding a quick exit.',
    },
    {
      title: 'Founders keep control',
      text: 'No board seats taken by default and no clauses that force a sale. Your mission stays in your hands.',
    },
    {
      title: 'Impact written into the deal',
      text: 'Agreed impact goals sit next to the financial ones, and hitting them can lower what you repay.',
    },
    {
      title: 'Support after the cheque',
      text: 'Investment comes with a place in the community, finance office hours and help preparing for the next round.',
    },
  ],
  steps: [
    {
      title: 'Introduce your venture',
      text: 'Send a short overview: what you sell, to whom, and the difference it makes.',
    },
    {
      title: 'Diligence together',
      text: 'Open conversations about numbers, risks and impact, with no surprise demands.',
    },
    { title: 'Invest and grow', text: 'Funds arrive with quarterly check-ins focused on what helps you most.' },
  ],
  closing: {
    title: 'Money with a memory of where it came from',
    text: 'Whether you are raising or investing, start with a conversation. We read every message ourselves.',
    cta: { label: 'Get in Touch', anchor: '#join' },
  },
};
