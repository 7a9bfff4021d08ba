import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import type { StoryShareCard } from '../../src/pages/stories/story-page-types';
import { STORY_CARD_SIZE } from './story-card-key';

/*
 * A story's sharing picture, drawn where pages are rendered (the build's prerender, the server's
 * re-render on a publish): satori lays out the card and turns its text into outlines with the
 * fonts below, read from their npm packages (nothing is fetched), and sharp, which the server
 * already uses for uploads, rasterises that SVG to PNG. Every text reaches satori as a string
 * child, never as markup: a title with `<b>` or `&amp;` shows those characters.
 */

/** The site's colours (packages/ui/src/styles.css), as the site's own share picture uses them. */
const COLOURS = {
  background: '#1d4830', // brand-800
  glow: '#235a3a', // brand-700
  shade: '#173a27', // brand-900
  text: '#fbf8f2', // sand-50
  muted: '#d8ecdd', // brand-100
  bar: '#c2613a', // clay-500
} as const;

type Weight = 400 | 500 | 600;
interface Font {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

/** The `files/` folder of a Fontsource package (its main export is `index.css`, at its root). */
const fontFiles = (pkg: string) => join(dirname(createRequire(import.meta.url).resolve(pkg)), 'files');

/**
 * Fraunces (the site's heading font) for the title and the site's name, Inter (close to the
 * system sans-serif the site's text uses) for the rest, and Noto Emoji, so an emoji in a title is
 * drawn rather than left as an empty box. Fontsource ships each font in subsets (latin,
 * latin-ext, …); satori uses one file per name and weight, so each subset gets a name of its own
 * (`Fraunces`, `Fraunces latin-ext`, …) and satori takes a character missing from the family a
 * text asks for from the first other font that has it. Loaded once per process; satori keeps the
 * parsed fonts for the same array.
 */
let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const family = async (pkg: string, name: string, weight: Weight, subsets: RegExp): Promise<Font[]> => {
      const dir = fontFiles(pkg);
      const files = (await readdir(dir)).flatMap((file) => {
        const subset = subsets.exec(file)?.[1];
        return subset ? [{ file, subset }] : [];
      });
      if (!files.length) throw new Error(`no font files like ${subsets} in ${pkg}`);
      // The latin subset first and under the family's own name: the name a style asks for.
      files.sort(
        (a, b) => Number(b.subset === 'latin') - Number(a.subset === 'latin') || a.subset.localeCompare(b.subset),
      );
      return Promise.all(
        files.map(async ({ file, subset }) => ({
          name: subset === 'latin' ? name : `${name} ${subset}`,
          data: await readFile(join(dir, file)),
          weight,
          style: 'normal' as const,
        })),
      );
    };
    return (
      await Promise.all([
        family('@fontsource/fraunces', 'Fraunces', 600, /^fraunces-(latin(?:-ext)?)-600-normal\.woff$/),
        family('@fontsource/inter', 'Inter', 400, /^inter-(latin(?:-ext)?)-400-normal\.woff$/),
        family('@fontsource/inter', 'Inter', 500, /^inter-(latin(?:-ext)?)-500-normal\.woff$/),
        family('@fontsource/noto-emoji', 'Noto Emoji', 400, /^noto-emoji-(\w+)-400-normal\.woff$/),
      ])
    ).flat();
  })();
  return fonts;
}

/** The title's size: large for a short title, smaller as it grows, so the longest (120 characters) fits in four lines. */
function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 36) return 80;
  if (length <= 64) return 66;
  return 54;
}

/** An element as satori reads it (the shape of a React element, without React). */
interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Node | string | (Node | string)[];
    [attribute: string]: unknown;
  };
}
const el = (type: string, props: Node['props']): Node => ({ type, props });
const div = (style: Record<string, string | number>, children?: Node['props']['children']): Node =>
  el('div', { style, children });

/** The sprout of the site's logo (public/logo.png), on its rounded square. */
const sprout = el('svg', {
  width: 64,
  height: 64,
  viewBox: '0 0 32 32',
  children: [
    el('rect', { width: 32, height: 32, rx: 8, fill: COLOURS.glow, stroke: '#b3d9be', strokeWidth: 0.6 }),
    el('path', {
      d: 'M16 26v-11M16 15c0-5-4-9-10-9 0 5 4 9 10 9zM16 15c0-4 3-8 10-8 0 5-4 8-10 8z',
      fill: 'none',
      stroke: COLOURS.text,
      strokeWidth: 2.2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  ],
});

/**
 * The card's layout (satori's subset of CSS: flex boxes only). Every text is a string child, which
 * satori draws as it is: nothing here parses markup.
 */
function layout(card: Omit<StoryShareCard, 'path'>): Node {
  return div(
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      position: 'relative',
      background: COLOURS.background,
      color: COLOURS.text,
      fontFamily: 'Inter',
    },
    [
      div({
        position: 'absolute',
        right: -180,
        top: -220,
        width: 640,
        height: 640,
        borderRadius: 320,
        background: COLOURS.glow,
      }),
      div({
        position: 'absolute',
        left: -120,
        bottom: -260,
        width: 520,
        height: 520,
        borderRadius: 260,
        background: COLOURS.shade,
      }),
      div(
        {
          position: 'absolute',
          top: 64,
          left: 80,
          right: 80,
          bottom: 60,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 32 }, [
            div(
              { display: 'flex', alignItems: 'center', gap: 18, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 34 },
              [sprout, card.site],
            ),
            div({ display: 'flex', fontSize: 26, fontWeight: 500, color: COLOURS.muted }, card.tagline),
          ]),
          div({ display: 'flex', flexDirection: 'column' }, [
            div({ width: 120, height: 8, borderRadius: 4, background: COLOURS.bar, marginBottom: 28 }),
            div(
              {
                display: 'block',
                fontFamily: 'Fraunces',
                fontWeight: 600,
                fontSize: titleSize(card.title),
                lineHeight: 1.12,
                letterSpacing: -0.5,
                lineClamp: 4,
                textOverflow: 'ellipsis',
                wordBreak: 'break-word',
              },
              card.title,
            ),
          ]),
          div(
            { display: 'block', fontSize: 28, color: COLOURS.muted, lineClamp: 1, textOverflow: 'ellipsis' },
            card.byline,
          ),
        ],
      ),
    ],
  );
}

/** The card as SVG, its text drawn as outlines (so any SVG renderer draws it without the fonts). */
export async function storyCardSvg(card: Omit<StoryShareCard, 'path'>): Promise<string> {
  // satori's types ask for a React element; this is its shape, without loading React here (the
  // prerender loads React itself, in its production build, after this module).
  return satori(layout(card) as unknown as Parameters<typeof satori>[0], {
    ...STORY_CARD_SIZE,
    fonts: await loadFonts(),
  });
}

/** The card as a 1200 × 630 PNG. */
export async function renderStoryCard(card: Omit<StoryShareCard, 'path'>): Promise<Buffer> {
  const svg = await storyCardSvg(card);
  // A palette PNG: the card is a few flat colours and anti-aliased text, which 256 colours keep
  // sharp at half the size of a full-colour file. Effort 1 quantises in about a third of the
  // default's time for a file a tenth larger (measured: about 120 ms and 34 KB a card).
  return sharp(Buffer.from(svg)).png({ palette: true, effort: 1 }).toBuffer();
}
