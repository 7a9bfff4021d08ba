import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /peer-mentoring. */
export const peerMentoring: ProgrammeCopy = {
  eyebrow: 'Circles · Monthly',
  intro:
    'Six founders, one room, one evening a month. Peer circles give you a group who know your business well enough to be useful and care enough to be honest.',
  primaryCta: { label: 'Join a Circle', anchor: '#join' },
  secondaryCta: { label: 'See the Community', anchor: '#community' },
  audience: {
    text: 'Founders who want steady support from people walking the same road, not occasional advice from people far ahead of them.',
    points: [
      'Businesses of similar size and stage, across different industries',
      'Founders willing to bring real numbers and real problems',
      'People who can commit to one evening a month for a year',
    ],
  },
  benefits: [
    {
      title: 'A circle matched to your stage',
      text: 'We group founders by stage and size, so a problem raised by one member is usually next month’s problem for another.',
    },
    {
      title: 'A tested meeting format',
      text: 'A trained facilitator keeps each session to a simple rhythm: wins, one deep-dive problem and commitments for next time.',
    },
    {
      title: 'Confidential by agreement',
      text: 'Every circle signs the same confidentiality pledge, so you can talk about cash flow, co-founders and doubts openly.',
    },
    {
      title: 'Accountability that sticks',
      text: 'Commitments made in the circle are checked the following month, which turns good intentions into done tasks.',
    },
  ],
  steps: [
    { title: 'Tell us about your business', text: 'Stage, size, and what you want from a peer group.' },
    { title: 'Meet your circle', text: 'A first session to agree the ground rules and get to know each other.' },
    { title: 'Meet every month', text: 'Twelve sessions a year, in person or online, with a shared notes space.' },
  ],
  closing: {
    title: 'Find the people who get it',
    text: 'New circles form every quarter. Join the community and tell us you would like a seat.',
    cta: { label: 'Ask for a Seat', anchor: '#join' },
  },
};
