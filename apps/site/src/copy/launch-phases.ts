import type { LaunchPreparationProps } from '@rooted/ui/launch-prep';

/** Visitor-facing copy of the launch preparation section: the four phases every venture goes through. */
export const launchPreparation: Omit<LaunchPreparationProps, 'id' | 'readinessPanel'> = {
  eyebrow: 'Launch preparation',
  title: 'From idea to opening day in four phases',
  intro:
    'No venture launches on hope alone. We walk every founder through the same four phases, with a mentor at each step and a go or no-go conversation at the end of each.',
  phases: [
    {
      name: 'Listen and test',
      duration: 'Weeks 1–6',
      summary: 'Talk to the people you want to serve and check the idea is wanted before spending on it.',
      steps: ['Twenty customer conversations', 'A small paid trial', 'First fair-wage budget'],
    },
    {
      name: 'Plan it properly',
      duration: 'Weeks 7–12',
      summary: 'Turn what you learned into a plan that pays everyone fairly and still adds up.',
      steps: ['Pricing built from real costs', 'Suppliers chosen and visited', 'Legal and insurance basics'],
    },
    {
      name: 'Build with care',
      duration: 'Months 4–6',
      summary: 'Set up the product, the team and the tools, and run a quiet soft launch with neighbors.',
      steps: ['First hires on studio contracts', 'Soft launch to members', 'Quality bar review'],
    },
    {
      name: 'Open the doors',
      duration: 'Month 7 onwards',
      summary: 'Launch publicly, keep the books open and meet your mentor monthly for the first year.',
      steps: ['Public launch and press', 'Monthly numbers shared', 'Six-month check-in'],
    },
  ],
};
