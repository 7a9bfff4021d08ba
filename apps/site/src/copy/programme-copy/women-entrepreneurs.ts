import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /women-entrepreneurs. */
export const womenEntrepreneurs: ProgrammeCopy = {
  eyebrow: 'Program · 9 months',
  intro:
    'Women start purpose-driven companies at a high rate and receive a small share of the funding. This program, designed with women founders from our community, works on the gaps that matter: capital, confidence in the room and time.',
  primaryCta: { label: 'Apply Now', anchor: '#join' },
  secondaryCta: { label: 'See Ventures We Back', anchor: '#ventures' },
  audience: {
    text: 'Women and non-binary founders building companies with a clear social or environmental purpose, at any stage from idea to growth.',
    points: [
      'Founders balancing a business with caring responsibilities',
      'Those preparing for a first loan, grant or investment',
      'Anyone who wants a network of women founders to lean on',
    ],
  },
  benefits: [
    {
      title: 'Access to funding',
      text: 'Pitch preparation with investors who have committed to back women-led ventures, and help applying for grants and loans.',
    },
    {
      title: 'Mentors who have been there',
      text: 'One-to-one mentoring with women who have founded, funded or run purpose-led companies.',
    },
    {
      title: 'Schedules that fit real life',
      text: 'Sessions in school hours and online recordings, with childcare support for in-person days.',
    },
    {
      title: 'A lasting network',
      text: 'A cohort and an alumni group that keeps sharing customers, suppliers and opportunities long after the program ends.',
    },
  ],
  steps: [
    { title: 'Apply', text: 'A short application about you, your venture and what would help most right now.' },
    {
      title: 'Join your cohort',
      text: 'Nine months of workshops, mentoring and pitch practice with twelve other founders.',
    },
    { title: 'Pitch and grow', text: 'A closing showcase with funders, then a place in the alumni network.' },
  ],
  closing: {
    title: 'More women building what the world needs',
    text: 'Applications for the next cohort are open. Tell us about your venture; we reply to every application.',
    cta: { label: 'Start Your Application', anchor: '#join' },
  },
};
