import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /coworking-spaces. */
export const coworkingSpaces: ProgrammeCopy = {
  eyebrow: 'Spaces · Flexible',
  intro:
    'A desk is easy to find. A room full of people working on businesses that matter is not. Our spaces bring founders, makers and mentors under one roof, at prices small ventures can afford.',
  primaryCta: { label: 'Ask About a Desk', anchor: '#join' },
  secondaryCta: { label: 'Meet the Community', anchor: '#community' },
  audience: {
    text: 'Founders and small teams who want a place to work, make and meet, and who would rather share a kitchen with changemakers than strangers.',
    points: [
      'Freelancers and early teams of up to ten',
      'Makers who need workshop benches and storage',
      'Community groups looking for meeting and event space',
    ],
  },
  benefits: [
    {
      title: 'Prices that fit a young business',
      text: 'Day passes, part-time and full-time desks, with reduced rates for members of our programs.',
    },
    {
      title: 'Room to make things',
      text: 'Workshop benches, a small kitchen for food ventures and storage for stock, not just desks and screens.',
    },
    {
      title: 'Meeting rooms included',
      text: 'Bookable rooms for client meetings and team days, plus an event space for launches and workshops.',
    },
    {
      title: 'Community on the doorstep',
      text: 'Weekly lunches, mentor drop-ins and the chance conversations that turn neighbors into collaborators.',
    },
  ],
  steps: [
    { title: 'Visit', text: 'Come for a free trial day and see whether the space suits you.' },
    { title: 'Choose a plan', text: 'Pick the days you need; change or pause your plan monthly.' },
    { title: 'Move in', text: 'Get your key, meet your neighbors and join the weekly lunch.' },
  ],
  closing: {
    title: 'Work alongside people who care',
    text: 'Desks and workshop benches are limited. Join the community and ask for a trial day.',
    cta: { label: 'Book a Trial Day', anchor: '#join' },
  },
};
