import { z } from 'zod';
import { storyListSchema } from '../stories/story-schema';
import { iconDrawingSchema } from './icon-drawing';
import { imageSchema } from './image';
import { LIMITS, colour, linkTarget, slug, text, token, webUrl } from './primitives';

/** The three words a venture card's badge can show. */
export const VENTURE_STATUSES = ['Coming Soon', 'Beta', 'Live'] as const;

/** The chat's answer keys; `default` answers anything that matches no keyword. */
export const CHAT_RESPONSE_KEYS = ['default', 'ventures', 'community', 'mentorship'] as const;

/** Every item in a list must have its own id, or React keys and anchors collide. */
const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate id "${item.id}"` });
    }
    seen.add(item.id);
  });
};

/**
 * The studio's address in parts, as search engines read it (schema.org PostalAddress). `address`
 * stays the one line people see; content stored before the parts existed has none and stays valid.
 */
const postalAddressSchema = z.strictObject({
  streetAddress: text(LIMITS.line),
  addressLocality: text(LIMITS.shortText),
  addressRegion: text(LIMITS.shortText),
  postalCode: text(20),
  /** ISO 3166-1 alpha-2, e.g. US. */
  addressCountry: z.string().regex(/^[A-Z]{2}$/, { message: 'Expected a two-letter country code such as US' }),
});

const companySchema = z.strictObject({
  name: text(LIMITS.shortText),
  tagline: text(LIMITS.shortText),
  email: z.email().max(254),
  phone: text(40),
  address: text(LIMITS.line),
  postalAddress: postalAddressSchema.optional(),
  description: text(LIMITS.paragraph),
  socialLinks: z.strictObject({ twitter: webUrl(), linkedin: webUrl(), instagram: webUrl() }),
});

/**
 * A hero counter: animates from 0 to `target` (the defaults: 150 entrepreneurs, the ventures, 100
 * percent). `countsVentures`: the figure is the number of venture cards instead, so it cannot drift
 * from the list an owner keeps; `target` is then unused. Optional: content stored before it existed
 * keeps its typed figure.
 */
const heroCounterSchema = z.strictObject({
  id: slug(),
  target: z.number().int().min(0).max(1_000_000_000),
  suffix: z.string().max(8),
  label: text(LIMITS.shortText),
  countsVentures: z.boolean().optional(),
});

const heroSchema = z.strictObject({
  title: text(120),
  subtitle: text(LIMITS.line),
  description: text(600),
  ctaText: text(40),
  ctaLink: linkTarget(),
  counters: z.array(heroCounterSchema).max(6).superRefine(uniqueIds),
  /** Optional: without it the site shows its own hero picture. */
  image: imageSchema('hero').optional(),
});

/**
 * A venture is live when its badge says so or it is open to customers (`isLive`); only then is its
 * website required, so a venture still coming soon can be listed before it has one.
 */
export const ventureIsLive = (venture: { status: string; isLive: boolean }) =>
  venture.isLive || venture.status === 'Live';

const ventureSchema = z
  .strictObject({
    id: slug(),
    name: text(LIMITS.shortText),
    tagline: text(120),
    description: text(LIMITS.paragraph),
    status: z.enum(VENTURE_STATUSES),
    statusColor: colour(),
    /** The built-in icon's name; drawn when the venture has no `iconDrawing`. */
    icon: token(),
    /**
     * Optional: an icon from the full icon set, its shapes copied in when the owner picked it. The
     * site draws it instead of `icon`; content stored before it existed keeps its built-in icon.
     */
    iconDrawing: iconDrawingSchema.optional(),
    color: colour(),
    features: z.array(text(160)).max(8),
    /** Optional until the venture is live: without it the card has no "Visit" link. */
    website: webUrl().optional(),
    isLive: z.boolean(),
    /** Optional: without it the card shows its icon only. */
    image: imageSchema('venture').optional(),
  })
  .superRefine((venture, ctx) => {
    if (ventureIsLive(venture) && !venture.website)
      ctx.addIssue({
        code: 'custom',
        path: ['website'],
        message: 'A live venture needs its website: visitors open it from the card',
      });
  });

/**
 * A community statistic. `value` is what every reader sees (prerendered HTML, screen readers);
 * `counter` is optional and only tells an animated counter how to count up to that value.
 */
const statSchema = z.strictObject({
  value: text(24),
  label: text(LIMITS.shortText),
  counter: z
    .strictObject({
      target: z.number().min(0).max(1_000_000_000),
      decimals: z.number().int().min(0).max(2),
      prefix: z.string().max(8),
      suffix: z.string().max(8),
    })
    .optional(),
});

const aboutSchema = z.strictObject({
  mission: text(LIMITS.paragraph),
  vision: text(LIMITS.paragraph),
  values: z.array(z.strictObject({ title: text(LIMITS.shortText), description: text(400) })).max(12),
});

const navItemSchema = z.strictObject({ name: text(40), href: linkTarget() });

/** Keywords are whole words or short phrases, matched after lower-casing and accent folding. */
const keywordList = z
  .array(
    z
      .string()
      .max(LIMITS.token)
      .regex(/^[\p{Ll}\p{N}]+(?:[ '-][\p{Ll}\p{N}]+)*$/u, { message: 'Expected lower-case words' }),
  )
  .max(40);

const liveChatSchema = z.strictObject({
  /**
   * The chat window's heading, which also names it for screen readers. Optional: without it the
   * window reads "Chat with" and the studio's name (`company.name`), so a renamed studio needs no
   * second change here; content stored before the field existed stays valid.
   */
  title: text(LIMITS.shortText).optional(),
  quickReplies: z.array(text(LIMITS.shortText)).max(8),
  botResponses: z.strictObject({
    default: text(LIMITS.paragraph),
    ventures: text(LIMITS.paragraph),
    community: text(LIMITS.paragraph),
    mentorship: text(LIMITS.paragraph),
  }),
  keywords: z.strictObject({ ventures: keywordList, community: keywordList, mentorship: keywordList }),
});

const testimonialSchema = z.strictObject({
  text: text(500),
  author: text(LIMITS.shortText),
  role: text(LIMITS.shortText).optional(),
});

/** A home section's heading copy, kept in the content model so no copy lives in components. */
const sectionHeadingSchema = z.strictObject({
  eyebrow: text(LIMITS.shortText),
  title: text(120),
  intro: text(400).optional(),
});

/**
 * The stories section of the home page (the latest three stories): its heading copy and whether
 * it shows at all, so an owner who has not written a story yet can leave it off.
 */
const storiesSectionSchema = sectionHeadingSchema.extend({ onHome: z.boolean() });

/** A story about a venture must name one that exists, or its link would lead nowhere. */
const relatedVenturesExist = (
  content: { ventures: { id: string }[]; stories?: { related?: { kind: string; id: string } }[] },
  ctx: z.RefinementCtx,
) => {
  const ventures = new Set(content.ventures.map((venture) => venture.id));
  content.stories?.forEach((story, index) => {
    if (story.related?.kind === 'venture' && !ventures.has(story.related.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['stories', index, 'related', 'id'],
        message: `No venture has the id "${story.related.id}"`,
      });
    }
  });
};

/** The whole editable site content, hero counters and testimonials included. */
export const siteContentSchema = z
  .strictObject({
    company: companySchema,
    hero: heroSchema,
    ventures: z.array(ventureSchema).max(24).superRefine(uniqueIds),
    communityStats: z.strictObject({
      entrepreneurs: statSchema,
      valueCreated: statSchema,
      peopleCentric: statSchema,
      activeVentures: statSchema,
    }),
    about: aboutSchema,
    navigation: z.array(navItemSchema).max(12),
    liveChat: liveChatSchema,
    testimonials: z.array(testimonialSchema).max(12),
    sections: z.strictObject({
      about: sectionHeadingSchema,
      ventures: sectionHeadingSchema,
      community: sectionHeadingSchema,
      /** Optional: content stored before stories existed has none, and the home page then shows no stories. */
      stories: storiesSectionSchema.optional(),
    }),
    /** Optional: content stored before stories existed has none. */
    stories: storyListSchema.optional(),
  })
  .superRefine(relatedVenturesExist);

/** The site content, as validated. */
export type SiteContent = z.infer<typeof siteContentSchema>;
/** One venture card. */
export type Venture = SiteContent['ventures'][number];
/** One venture status: 'Coming Soon', 'Beta' or 'Live'. */
export type VentureStatus = (typeof VENTURE_STATUSES)[number];
/** One community statistic with its optional counter. */
export type CommunityStat = SiteContent['communityStats']['entrepreneurs'];
/** One hero counter. */
export type HeroCounter = SiteContent['hero']['counters'][number];
/** One home section's heading copy. */
export type SectionHeadingContent = SiteContent['sections']['about'];
/** The home page's stories section: heading copy and whether it shows. */
export type StoriesSectionContent = NonNullable<SiteContent['sections']['stories']>;
/** One testimonial. */
export type Testimonial = SiteContent['testimonials'][number];
/** One navigation item. */
export type NavItem = SiteContent['navigation'][number];
/** The live chat content. */
export type LiveChatContent = SiteContent['liveChat'];
/** A bot response key. */
export type ChatResponseKey = (typeof CHAT_RESPONSE_KEYS)[number];
