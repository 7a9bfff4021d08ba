import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /startup-mentorship. */
export const startupMentorship: ProgrammeCopy = {
  eyebrow: 'Mentorship · 6 months',
  intro:
    'Pair with someone who has made payroll, lost a big customer and lived to tell the story. Our mentors have built purpose-led companies and give their time because someone once did the same for them.',
  primaryCta: { label: 'Find a Mentor', anchor: '#join' },
  secondaryCta: { label: 'Meet the Community', anchor: '#community' },
  audience: {
    text: 'Early-stage founders facing decisions they have not made before: first hire, first price rise, first investor conversation.',
    points: [
      'Founders in their first three years of trading',
      'Solo founders who miss a sparring partner',
      'Anyone who wants growth without giving up their values',
    ],
  },
  benefits: [
    {
      title: 'A matched mentor',
      text: 'We match on the problem you face next, not on industry alone, and introduce you only when both sides agree.',
    },
    {
      title: 'Regular, focused sessions',
      text: 'An hour every two weeks for six months, each one ending with a decision or a next step you choose.',
    },
    {
      title: 'Honest feedback',
      text: 'Mentors who have failed at things too, and who will tell you when a plan looks fragile before the market does.',
    },
    {
      title: 'Introductions that matter',
      text: 'Warm introductions to customers, suppliers and funders from your mentor’s own network when the time is right.',
    },
  ],
  steps: [
    { title: 'Tell us your challenge', text: 'Share where your business is and the question keeping you up at night.' },
    {
      title: 'Meet your match',
      text: 'A short intro call with a proposed mentor; if it does not click, we find another.',
    },
    { title: 'Work together', text: 'Six months of sessions, with a check-in from our team halfway through.' },
  ],
  closing: {
    title: 'You do not have to figure it out alone',
    text: 'Mentorship is free for community members. Join us and tell us what you are working on.',
    cta: { label: 'Join the Community', anchor: '#join' },
  },
};
