import { ExternalIcon } from '../internal/icons';
import { Section, type SectionHeading } from '../section/section';
import { VentureIcon, ventureColours, type IconDrawingShapes } from './venture-icons';
import type { VentureStatus } from './venture-status';
import { VENTURES_TEXT, type VenturesText } from './ventures-text';
import { VenturePictureView, type VenturePicture } from './venture-picture';

/** One venture card, as the content model describes it. */
export interface VentureCard {
  id: string;
  name: string;
  tagline: string;
  description: string;
  status: VentureStatus;
  features: string[];
  /** The venture's own site; without it (a venture not live yet) the card has no "Visit" link. */
  website?: string | undefined;
  isLive: boolean;
  /** Icon token, e.g. 'sprout', 'shirt', 'palette', 'dog'. */
  icon?: string;
  /** An icon from the full icon set as its shapes (the content's `iconDrawing`); drawn in place of `icon`. */
  iconDrawing?: IconDrawingShapes | undefined;
  /** Colour token ('emerald', 'amber', 'violet', 'sky', …) or a hex colour. */
  color?: string;
  /** An uploaded picture shown at the top of the card; without it the card shows its icon only. */
  image?: VenturePicture;
  /**
   * Where the site lists stories about this venture, if it has any: the card then links there,
   * above its website link. The link's id is {@link ventureStoriesLinkId}, so a page that made the
   * card's HTML on the server can read the address back before it hydrates.
   */
  storiesHref?: string;
}

/** The id of a venture card's link to its stories: `venture-<id>-stories`. */
export const ventureStoriesLinkId = (ventureId: string) => `venture-${ventureId}-stories`;

/** Props of {@link Ventures}: the venture cards to show, in order. */
export interface VenturesProps {
  /** The section's heading copy (from the site's content). */
  heading: SectionHeading;
  /** The venture cards to show, in order. */
  ventures: VentureCard[];
  /** The cards' own words in your language; every part left out keeps its English default ({@link VENTURES_TEXT}). */
  text?: Partial<VenturesText>;
}

const STATUS_STYLE: Record<VentureCard['status'], string> = {
  Live: 'bg-brand-tint-strong text-accent',
  Beta: 'bg-clay-tint text-clay-ink',
  'Coming Soon': 'bg-line text-ink-muted',
};

/** The venture cards (#ventures): icon, status badge, features and an external website link. */
export function Ventures({ ventures, heading, text: ownText }: VenturesProps) {
  const text = { ...VENTURES_TEXT, ...ownText };
  return (
    <Section id="ventures" tone="tinted" {...heading}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {ventures.map((venture) => (
          <li key={venture.id}>
            <article
              aria-labelledby={`venture-${venture.id}`}
              className="flex h-full flex-col rounded-card bg-card p-7 shadow-sm ring-1 ring-line transition-shadow hover:shadow-md motion-reduce:transition-none"
            >
              {venture.image ? <VenturePictureView image={venture.image} /> : null}
              <div className="flex items-start gap-4">
                {/* The owner's colour is shown on white in both themes: its tint (translucent for a hex
                    colour) and its ink read as the owner chose them, whatever the card beneath. */}
                <span className="shrink-0 rounded-2xl bg-white">
                  <span
                    className="grid size-12 place-items-center rounded-2xl"
                    style={ventureColours(venture.color ?? 'emerald')}
                  >
                    <VentureIcon token={venture.icon ?? 'sprout'} drawing={venture.iconDrawing} />
                  </span>
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <h3 id={`venture-${venture.id}`} className="font-display text-2xl font-semibold text-heading">
                      {venture.name}
                    </h3>
                    <span
                      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[venture.status]}`}
                    >
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
                      <span className="sr-only">{text.status}</span>
                      {text.statusLabels[venture.status]}
                    </span>
                  </div>
                  <p className="mt-1 font-medium text-clay-ink">{venture.tagline}</p>
                </div>
              </div>
              <p className="mt-5 leading-relaxed text-ink-muted">{venture.description}</p>
              <ul className="mt-5 flex flex-col gap-2 text-sm text-ink">
                {venture.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <svg
                      viewBox="0 0 16 16"
                      width="16"
                      height="16"
                      aria-hidden="true"
                      className="mt-0.5 shrink-0 text-link"
                    >
                      <path
                        d="M3 8.5l3 3 7-7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              {venture.storiesHref ? (
                <a
                  id={ventureStoriesLinkId(venture.id)}
                  href={venture.storiesHref}
                  className="mt-auto min-h-11 self-start pt-6 font-semibold text-link underline-offset-4 hover:text-heading hover:underline"
                >
                  {text.stories(venture.name)}
                </a>
              ) : null}
              {/* With a stories link above it, that link takes the free space (mt-auto) and this one follows it. */}
              {venture.website ? (
                <a
                  href={venture.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${venture.storiesHref ? '' : 'mt-auto pt-6 '}min-h-11 self-start font-semibold text-link underline-offset-4 hover:text-heading hover:underline`}
                >
                  {/* The icon is inline, so when the name wraps it follows the last word instead of
                    drifting to the far edge of a flex box. */}
                  {text.visit(venture.name)}
                  <ExternalIcon width={16} height={16} className="ml-2 inline-block align-[-0.15em]" />
                  <span className="sr-only">{text.opensInNewTab}</span>
                </a>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
