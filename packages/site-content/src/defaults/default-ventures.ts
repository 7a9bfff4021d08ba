import type { Venture } from '../schema/site-content-schema';

/** The four ventures of the studio (decision 'Identity'): all Live, each with its own `.example` site. */
export const defaultVentures: Venture[] = [
  {
    id: 'greenacre-farm',
    name: 'Greenacre Farm & Nursery',
    tagline: 'Vegetables, seedlings and trees grown for the neighborhood.',
    description:
      'Twelve acres of no-dig beds, a seedling nursery and a small orchard, worked by a crew paid a living wage all year round rather than by the season. We sell through a weekly veg box, a Saturday farm stand and a nursery that helps neighbors start their own gardens.',
    status: 'Live',
    statusColor: 'green',
    icon: 'sprout',
    color: 'emerald',
    features: [
      'Weekly veg boxes with pay-what-you-can shares',
      'Peat-free seedlings and native trees',
      'Saturday growing workshops for beginners',
      'Surplus produce donated to local food banks',
    ],
    website: 'https://greenacre.example',
    isLive: true,
  },
  {
    id: 'common-thread',
    name: 'Common Thread',
    tagline: 'Everyday clothes made by people who are paid fairly.',
    description:
      'Organic cotton and recycled-wool basics sewn in two partner workshops we visit every season. Every product page lists who made it, what they were paid and where the fabric came from, and we repair anything we sell for as long as you own it.',
    status: 'Live',
    statusColor: 'green',
    icon: 'shirt',
    color: 'amber',
    features: [
      'Maker and wage details on every product',
      'Free repairs for the life of the garment',
      'Organic and recycled fabrics only',
      'Take-back scheme for worn-out pieces',
    ],
    website: 'https://commonthread.example',
    isLive: true,
  },
  {
    id: 'fieldnote-studio',
    name: 'Fieldnote Studio',
    tagline: 'Marketing and design for businesses that do right by people.',
    description:
      'A small team of designers, writers and strategists who build brands, websites and campaigns for co-ops, social enterprises and independent shops. We say plainly what a project will cost, and set aside a share of our hours each month for community groups at a reduced rate.',
    status: 'Live',
    statusColor: 'green',
    icon: 'palette',
    color: 'violet',
    features: [
      'Brand identity and accessible websites',
      'Campaigns written in plain language',
      'Fixed, published prices for every package',
      'Reduced-rate hours for community groups',
    ],
    website: 'https://fieldnote.example',
    isLive: true,
  },
  {
    id: 'good-dog-grooming',
    name: 'Good Dog Grooming',
    tagline: 'Calm, unhurried grooming for dogs and their people.',
    description:
      'Appointments are booked one dog at a time, so nobody waits in a cage and nervous dogs get the time they need. Our groomers are trained in low-stress handling, own a share of the business and set their own schedules.',
    status: 'Live',
    statusColor: 'green',
    icon: 'dog',
    color: 'sky',
    features: [
      'One dog at a time, no cages',
      'Low-stress handling for anxious and older dogs',
      'Groomer-owned, with shared profits',
    ],
    website: 'https://gooddog.example',
    isLive: true,
  },
];
