import { createElement, type ReactNode } from 'react';

/** Paths of the venture icons, keyed by the content's `icon` token. */
const PATHS: Record<string, ReactNode> = {
  sprout: <path d="M12 21v-9M12 12c0-4-3-7-8-7 0 4 3 7 8 7zM12 12c0-3 2.5-6 8-6 0 4-3 6-8 6z" />,
  shirt: <path d="M8 3l-5 3 2 5 3-1v11h8V10l3 1 2-5-5-3c0 2-1.8 3.5-4 3.5S8 5 8 3z" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.3-.3-.3-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z" />
      <path d="M7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01" />
    </>
  ),
  dog: (
    <>
      <path d="M10 5.2C10 3.9 8.6 3 7 3 5 3 3 4.6 3 7c0 1 .4 2 1 2.5V13c0 4.4 3.6 8 8 8s8-3.6 8-8V9.5c.6-.5 1-1.5 1-2.5 0-2.4-2-4-4-4-1.6 0-3 .9-3 2.2" />
      <path d="M9 11h.01M15 11h.01M12 15l-1 1h2z" />
    </>
  ),
  leaf: <path d="M5 21c0-9 5-15 16-16-1 11-7 16-16 16zM5 21l8-8" />,
};

/**
 * The icon tokens a venture may name, in the order an editor offers them. Any other token is
 * drawn as a sprout, so an editor should offer only these.
 */
export const VENTURE_ICONS: readonly string[] = Object.keys(PATHS);

/**
 * An icon drawn from its shapes: `[["path", { d: "…" }], ["circle", { cx: "12", cy: "12", r: "3" }]]`,
 * in a 24×24 box (the content's `iconDrawing`, which its schema checks).
 */
export type IconDrawingShapes = readonly (readonly [string, Readonly<Record<string, string>>])[];

/**
 * The shapes and attributes drawn from an `iconDrawing`. The content's schema allows no more, and
 * the card checks again because it also renders on the server into HTML: anything else (a
 * script, a link, a handler, a style) is left out rather than written into the page.
 */
const DRAWN: Record<string, readonly string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
};

function drawShapes(drawing: IconDrawingShapes): ReactNode[] {
  return drawing.flatMap(([shape, attributes], index) => {
    const allowed = Object.hasOwn(DRAWN, shape) ? DRAWN[shape]! : undefined;
    if (!allowed) return [];
    const props: Record<string, string | number> = { key: index };
    for (const name of allowed) if (typeof attributes[name] === 'string') props[name] = attributes[name];
    if (attributes.fill === 'currentColor' || attributes.fill === 'none') props.fill = attributes.fill;
    return [createElement(shape, props)];
  });
}

/**
 * The venture's icon: its `drawing` (an icon the owner picked from the full set) when it has one,
 * else the built-in icon named by `token`; unknown tokens get a sprout rather than nothing.
 */
export function VentureIcon({
  token,
  drawing,
}: {
  /** One of `VENTURE_ICONS` (e.g. `sprout`). */
  token: string;
  /** The content's `iconDrawing`; drawn in place of the token's icon. */
  drawing?: IconDrawingShapes | undefined;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing && drawing.length > 0 ? drawShapes(drawing) : (PATHS[token] ?? PATHS.sprout)}
    </svg>
  );
}

/** Theme colour tokens a venture may name, as [tint, ink] pairs that keep 4.5:1 contrast. */
const COLOURS: Record<string, [string, string]> = {
  emerald: ['#d8ecdd', '#1d4830'],
  green: ['#d8ecdd', '#1d4830'],
  amber: ['#fbe8c8', '#7a4a0c'],
  clay: ['#f8e6da', '#873f24'],
  violet: ['#ebe4f7', '#4b2e83'],
  sky: ['#dcecf7', '#15466b'],
  rose: ['#f9e0e4', '#8a1f36'],
};

/**
 * The colour tokens a venture may name, in the order an editor offers them. A six-digit hex
 * colour (`#2f855a`) is drawn as given; anything else is drawn as emerald.
 */
export const VENTURE_COLOURS: readonly string[] = Object.keys(COLOURS);

/** Background and text colour for a venture's icon tile from its `color` (token or hex). */
export function ventureColours(colour: string): { background: string; color: string } {
  const known = COLOURS[colour];
  if (known) return { background: known[0], color: known[1] };
  if (/^#[0-9a-f]{6}$/i.test(colour)) return { background: `${colour}22`, color: colour };
  return { background: COLOURS.emerald![0], color: COLOURS.emerald![1] };
}
