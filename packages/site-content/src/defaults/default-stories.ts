import type { Story } from '../stories/story-schema';

/**
 * Three stories in the studio's voice, so a new site's story pages, feeds and home section have
 * something real to show until the owner writes their own. All are published, with dates in the
 * past; none has a cover picture (pictures are uploaded, never shipped as defaults).
 */
export const defaultStories: Story[] = [
  {
    title: 'Greenacre’s first harvest: forty boxes and a living wage',
    slug: 'greenacre-first-harvest',
    summary:
      'Greenacre Farm & Nursery filled its first forty veg boxes this autumn. Here is what it cost, what we paid the crew, and what we would do differently.',
    author: 'Ana Torres',
    tags: ['ventures', 'farming', 'open-books'],
    related: { kind: 'venture', id: 'greenacre-farm' },
    publishedAt: '2026-10-14T09:00:00Z',
    status: 'published',
    body: `The first boxes left the farm on a wet Tuesday in October: forty of them, each with squash, kale, beets and a bunch of the last dahlias.

## What a box cost us

We promised open books, so here they are. Each box cost **$21.40** to grow, pack and deliver, and sells for $28. The difference pays for seed, the van and the winter.

- Seed, compost and water: $5.10
- Wages for the three of us who grow and pack: $12.60
- Delivery and boxes: $3.70

Everyone on the crew earns at least the local living wage, counted for every hour, including the early ones.

## What we would change

> Plant half as many zucchini. Nobody needs that many zucchini.

We also learned that Tuesday deliveries clash with the market, so from next season boxes go out on Thursdays. If you want one, the [Greenacre site](https://greenacre.example) has the sign-up list.`,
  },
  {
    title: 'Six months of mentoring: what founders asked most',
    slug: 'six-months-of-mentoring',
    summary:
      'Our mentors met twenty-two founders once a month for six months. The questions they heard most were about pricing, hiring the first person and saying no.',
    author: 'Daniel Reyes',
    tags: ['mentoring', 'community'],
    related: { kind: 'programme', id: 'startup-mentorship' },
    publishedAt: '2026-09-02T08:30:00Z',
    status: 'published',
    body: `Every founder in the programme is paired with someone who has run a business like theirs, for an hour a month. After six months we asked the mentors what came up most.

## The three questions

1. **How do I price so I can pay people properly?** Start from the wage, not from the competitor down the road.
2. **When do I hire my first person?** Before you are exhausted, and with three months of their pay in the bank.
3. **How do I say no to a customer?** Kindly, early and in writing.

## What founders said

> An hour a month sounds small. It was the hour that kept the other hundred and fifty on track.

If you run a people-first business and would like a mentor, say so in the [Join Us form](/#join) and we will find you a match. The [Startup Mentorship programme](/startup-mentorship) page has the details.`,
  },
  {
    title: 'Our impact report for 2025, in plain numbers',
    slug: 'impact-report-2025',
    summary:
      'Wages, hours, money kept in town and the things that did not work: the studio’s second impact report, with the spreadsheet behind it.',
    author: 'Priya Shah',
    tags: ['impact-report', 'open-books'],
    publishedAt: '2026-03-18T10:00:00Z',
    updatedAt: '2026-03-25T16:00:00Z',
    status: 'published',
    body: `Once a year we count what the studio and its ventures did for the people who work in them and the towns around them. This is the second count.

## The numbers

- **47 people** employed across four ventures, every one paid at least the local living wage.
- **$1.3M** spent with suppliers within fifty miles, about two thirds of all purchases.
- **6%** of profits given to local causes our teams chose.

## What did not work

Our apparel venture, Common Thread, missed its target for recycled fabric: 38% against the 60% we aimed for, because two suppliers closed. We are looking for new ones and will report again next year.

## Read the details

The full spreadsheet is in the members’ area. Questions about any figure are welcome: write to us through the contact form and a real person will answer.`,
  },
];
