import type { SiteContent } from '../schema/site-content-schema';
import { defaultCompany, defaultNavigation } from './default-identity';
import { defaultVentures } from './default-ventures';

/**
 * The Rooted Ventures content every visitor sees until a site owner stores overrides. Contact
 * details are deliberately obvious placeholders (decision 'Identity'); the launch checklist flags
 * them until they are replaced.
 */
export const defaultSiteContent: SiteContent = {
  company: defaultCompany,
  hero: {
    title: 'People Over Profit',
    subtitle: 'A venture studio and community for businesses that put people first.',
    description:
      'We help entrepreneurs start and grow companies that pay a living wage, treat customers honestly and give back to the places they work in. Bring an idea, a skill or a question; we will bring the rest of the crew.',
    ctaText: 'Join Our Community',
    ctaLink: '#join',
    counters: [
      { id: 'entrepreneurs', target: 150, suffix: '+', label: 'Entrepreneurs' },
      { id: 'ventures', target: 4, suffix: '', label: 'Ventures', countsVentures: true },
      { id: 'people-first', target: 100, suffix: '%', label: 'People-first' },
    ],
  },
  ventures: defaultVentures,
  communityStats: {
    entrepreneurs: {
      value: '150+',
      label: 'Entrepreneurs in our community',
      counter: { target: 150, decimals: 0, prefix: '', suffix: '+' },
    },
    valueCreated: {
      value: '$5.2M+',
      label: 'Value created for members and neighbors',
      counter: { target: 5.2, decimals: 1, prefix: '$', suffix: 'M+' },
    },
    peopleCentric: {
      value: '100%',
      label: 'People-centric decisions',
      counter: { target: 100, decimals: 0, prefix: '', suffix: '%' },
    },
    activeVentures: {
      value: '4+',
      label: 'Active ventures',
      counter: { target: 4, decimals: 0, prefix: '', suffix: '+' },
    },
  },
  about: {
    mission:
      'To prove, one business at a time, that companies can pay people fairly, care for their surroundings and stay profitable enough to last.',
    vision:
      'Towns where the local farm, the clothes shop, the design studio and the dog groomer are owned by people who live there, and where starting a good business is open to anyone with the will to do it.',
    values: [
      {
        title: 'People first',
        description:
          'Wages, hours and wellbeing come before growth targets. If a plan only works by squeezing people, it is the wrong plan.',
      },
      {
        title: 'Open books',
        description:
          'We share our numbers, prices and mistakes with our members, so everyone can learn from what actually happened.',
      },
      {
        title: 'Rooted in place',
        description:
          'We buy local where we can, hire from the neighborhood and put a share of profits back into the community around us.',
      },
      {
        title: 'Built to last',
        description:
          'Slow, steady growth that a business can carry beats a quick exit. We would rather be here in twenty years.',
      },
    ],
  },
  navigation: defaultNavigation,
  liveChat: {
    quickReplies: ['Tell me about your ventures', 'How do I join the community?', 'Can I find a mentor?'],
    botResponses: {
      default:
        'Thanks for saying hello! I am an automated helper and can tell you about our ventures, our community or mentorship. For anything else, the contact form reaches a real person, who replies within 24 hours.',
      ventures:
        'We run four ventures: Greenacre Farm & Nursery, Common Thread apparel, Fieldnote Studio for marketing and design, and Good Dog Grooming. Each one pays a living wage and publishes how it works. The Ventures section has links to all of them.',
      community:
        'Our community is 150+ entrepreneurs who meet monthly, share what works and help each other through the hard parts. Membership is free for founders building people-first businesses. Use the Join Us form to apply.',
      mentorship:
        'Members are paired with a mentor who has run a business like theirs, for an hour a month over six months. Peer circles meet every other week. Mention mentorship in the Join Us form and we will find you a match.',
    },
    keywords: {
      ventures: [
        'venture',
        'ventures',
        'business',
        'businesses',
        'farm',
        'nursery',
        'apparel',
        'clothes',
        'agency',
        'design',
        'grooming',
        'dog',
        'portfolio',
        'what do you do',
      ],
      community: [
        'community',
        'join',
        'member',
        'members',
        'membership',
        'apply',
        'events',
        'meetup',
        'network',
        'sign up',
      ],
      mentorship: [
        'mentor',
        'mentors',
        'mentorship',
        'mentoring',
        'coach',
        'coaching',
        'advice',
        'guidance',
        'peer circle',
      ],
    },
  },
  testimonials: [
    {
      text: 'Rooted helped me price my bakery so my two staff earn a living wage and I still pay myself. Nobody had ever shown me the numbers like that.',
      author: 'Maya Okafor',
      role: 'Founder, Hearth & Grain Bakery',
    },
    {
      text: 'My mentor had run a repair shop for fifteen years. An hour a month with her saved me from at least three expensive mistakes.',
      author: 'Daniel Reyes',
      role: 'Owner, Second Spin Bikes',
    },
    {
      text: 'What I value most is the honesty. Members share what went wrong as openly as what went right, and that is how we all get better.',
      author: 'Priya Shah',
      role: 'Co-founder, Common Thread',
    },
  ],
  sections: {
    about: { eyebrow: 'Our story', title: 'Businesses rooted in people, not just profit' },
    ventures: {
      eyebrow: 'Our ventures',
      title: 'Companies we build and grow together',
      intro: 'Every venture in the studio shares our books, our people-first values and our long view.',
    },
    community: {
      eyebrow: 'Our community',
      title: 'A community that grows together',
      intro: 'Founders, mentors and neighbors who share what they know and lift each other up.',
    },
    stories: {
      eyebrow: 'Stories',
      title: 'News from the studio and its ventures',
      intro: 'Harvests, mentors and the numbers behind them, written by the people who were there.',
      onHome: true,
    },
  },
  // No stories here: these defaults reach visitors' browsers with the content store, and story
  // bodies never should (the site renders them into its pages). See `defaultStories`.
};
