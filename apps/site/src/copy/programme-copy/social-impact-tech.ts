import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /social-impact-tech. */
export const socialImpactTech: ProgrammeCopy = {
  eyebrow: 'Technology · Ethical by design',
  intro:
    'Software can widen access to care, learning and fair work, or it can harvest attention and data. We help founders build the first kind, with privacy, accessibility and fair business models from day one.',
  primaryCta: { label: 'Join as a Tech Founder', anchor: '#join' },
  secondaryCta: { label: 'See What We Build', anchor: '#ventures' },
  audience: {
    text: 'Technical and non-technical founders building digital products for health, education, work, housing or public services.',
    points: [
      'Teams with a product in development or early users',
      'Nonprofits turning an internal tool into a service',
      'Engineers who want their next product to do good',
    ],
  },
  benefits: [
    {
      title: 'Privacy and accessibility reviews',
      text: 'Practical reviews of data flows and interfaces against GDPR and WCAG, with fixes ranked by risk and effort.',
    },
    {
      title: 'Fair business models',
      text: 'Help designing revenue that does not depend on selling data or maximizing screen time: subscriptions, licenses, public contracts.',
    },
    {
      title: 'Engineering mentors',
      text: 'Time with senior engineers and designers on architecture, security and hiring your first technical team.',
    },
    {
      title: 'Pilots with real users',
      text: 'Introductions to community organizations and public bodies willing to run a pilot and give honest feedback.',
    },
  ],
  steps: [
    { title: 'Share your product', text: 'What it does, who it is for, and where you want help.' },
    { title: 'Get a review', text: 'A privacy, accessibility and business model review with a clear action list.' },
    { title: 'Build with support', text: 'Mentoring and pilot introductions while you ship the improvements.' },
  ],
  closing: {
    title: 'Technology that respects the people using it',
    text: 'If you are building software for the common good, we would like to help you build it well.',
    cta: { label: 'Tell Us About Your Product', anchor: '#join' },
  },
};
