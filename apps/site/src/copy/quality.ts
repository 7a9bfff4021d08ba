import type { QualityAssuranceProps } from '@rooted/ui/quality';

/**
 * Visitor-facing copy of the quality assurance section. It is studio practice rather than
 * editable site data, so it lives here instead of the content model.
 */
export const quality: Omit<QualityAssuranceProps, 'id'> = {
  eyebrow: 'Quality assurance',
  title: 'A bar every venture has to clear',
  intro:
    'A Rooted venture carries our name, so it earns it. Before anything reaches customers, and every quarter after, each venture is checked against the same four promises.',
  pillars: [
    {
      title: 'Fair work',
      description: 'People are paid properly and treated well, from the first hire onwards.',
      checks: ['Living wage for every role', 'Written contracts and predictable hours', 'Staff survey every quarter'],
    },
    {
      title: 'Honest products',
      description: 'What we sell does what we say, at a price we can explain line by line.',
      checks: [
        'Published pricing and sourcing',
        'Customer feedback reviewed monthly',
        'Repairs, refunds and returns that work',
      ],
    },
    {
      title: 'Open books',
      description: 'Numbers are shared with the whole studio, good months and bad.',
      checks: ['Monthly accounts shared with members', 'Independent year-end review', 'Profit-share rules in writing'],
    },
    {
      title: 'Rooted in place',
      description: 'Each venture leaves its neighborhood a little better than it found it.',
      checks: [
        'Local suppliers first',
        'Share of profit to community groups',
        'Accessible, welcoming premises and sites',
      ],
    },
  ],
};
