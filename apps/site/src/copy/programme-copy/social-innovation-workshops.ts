import type { ProgrammeCopy } from './programme-types';

/** The landing page copy of /social-innovation-workshops. */
export const socialInnovationWorkshops: ProgrammeCopy = {
  eyebrow: 'Workshops · Half-day to 3 days',
  intro:
    'Bring a problem you see every day in your street, school or workplace. Leave with a venture idea that real people have already reacted to, and a plan for the next thirty days.',
  primaryCta: { label: 'Book a Workshop Place', anchor: '#join' },
  secondaryCta: { label: 'Learn Our Story', anchor: '#about' },
  audience: {
    text: 'People who have noticed something that should work better and want to do something about it, whether or not they have started a business before.',
    points: [
      'Community organizers, teachers, nurses and other frontline workers',
      'Teams inside charities and councils exploring earned income',
      'First-time founders who want to test an idea cheaply',
    ],
  },
  benefits: [
    {
      title: 'Methods that work offline',
      text: 'Interview guides, paper prototypes and quick pilots you can run with the people affected, not just on a whiteboard.',
    },
    {
      title: 'Evidence, not guesses',
      text: 'By the end you will have spoken to real users and know which parts of your idea they would pay or volunteer for.',
    },
    {
      title: 'Facilitators who have done it',
      text: 'Sessions are led by founders from our ventures, who share what they tried, what failed and what stuck.',
    },
    {
      title: 'A next step',
      text: 'Promising ideas are invited into the incubator or matched with a mentor so the work does not stop when the workshop ends.',
    },
  ],
  steps: [
    { title: 'Pick a format', text: 'Open half-day sessions each month, or a three-day sprint for a team.' },
    { title: 'Work on your problem', text: 'Frame it, meet the people it affects and build the smallest test.' },
    {
      title: 'Share and decide',
      text: 'Present what you learned to peers and decide whether to build, change or stop.',
    },
  ],
  closing: {
    title: 'Start with the problem you know best',
    text: 'Workshop places are limited so everyone gets attention. Join the community to hear about the next dates first.',
    cta: { label: 'Reserve Your Place', anchor: '#join' },
  },
};
