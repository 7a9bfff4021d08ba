import { z } from 'zod';

/**
 * The bounds of a venture's drawn icon. The full icon set the editor offers fits well inside them
 * (at most 20 shapes, a path of at most about 460 characters, about 710 characters in all), and
 * they keep a drawing small enough that a list of ventures stays a small document.
 */
export const ICON_DRAWING = {
  /** Shapes in one drawing. */
  maxShapes: 32,
  /** Characters of one path's `d` or a polyline's `points`. */
  maxPathChars: 1_000,
  /** Characters of all attribute values of one drawing together. */
  maxTotalChars: 4_000,
} as const;

/**
 * Each shape the site draws and the attributes it may carry: geometry only. Nothing here can run
 * a script, load a file or change the page's look beyond its 24-pixel box (no `on…` handlers, no
 * `href`, no `style`, no `<use>`, `<image>` or `<foreignObject>`); the site's own stroke settings
 * style every shape.
 */
export const ICON_SHAPES = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
} as const satisfies Record<string, readonly string[]>;

/** A shape's name: 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline' or 'polygon'. */
export type IconShape = keyof typeof ICON_SHAPES;

const SHAPE_NAMES = Object.keys(ICON_SHAPES) as [IconShape, ...IconShape[]];

/** A coordinate or length in the 24-unit box: a short decimal number. */
const number = () =>
  z
    .string()
    .max(10)
    .regex(/^-?(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})$/, { message: 'Expected a number such as "12" or "2.5"' });

/**
 * Path data and point lists: SVG's path commands, digits, signs, dots, commas and spaces. A single
 * character class, so checking it takes time in proportion to the text, however it is made.
 */
const pathData = () =>
  z
    .string()
    .min(1)
    .max(ICON_DRAWING.maxPathChars)
    .regex(/^[MmLlHhVvCcSsQqTtAaZz\d.,\s-]+$/, { message: 'Expected SVG path data' });

const pointList = () =>
  z
    .string()
    .min(1)
    .max(ICON_DRAWING.maxPathChars)
    .regex(/^[\d.,\s-]+$/, { message: 'Expected a list of points' });

/** Every attribute a shape may have; which shape may have which is checked after (see ICON_SHAPES). */
const attributesSchema = z.strictObject({
  d: pathData().optional(),
  points: pointList().optional(),
  cx: number().optional(),
  cy: number().optional(),
  r: number().optional(),
  rx: number().optional(),
  ry: number().optional(),
  x: number().optional(),
  y: number().optional(),
  width: number().optional(),
  height: number().optional(),
  x1: number().optional(),
  y1: number().optional(),
  x2: number().optional(),
  y2: number().optional(),
  /** A dot drawn filled in the icon's own colour; no other paint. */
  fill: z.enum(['none', 'currentColor']).optional(),
});

const shapeSchema = z.tuple([z.enum(SHAPE_NAMES), attributesSchema]).superRefine(([shape, attributes], ctx) => {
  const allowed: readonly string[] = ICON_SHAPES[shape];
  for (const key of Object.keys(attributes)) {
    if (key !== 'fill' && !allowed.includes(key))
      ctx.addIssue({ code: 'custom', path: [1, key], message: `A ${shape} has no "${key}"` });
  }
  if (shape === 'path' && attributes.d === undefined)
    ctx.addIssue({ code: 'custom', path: [1, 'd'], message: 'A path needs its "d"' });
  if ((shape === 'polyline' || shape === 'polygon') && attributes.points === undefined)
    ctx.addIssue({ code: 'custom', path: [1, 'points'], message: `A ${shape} needs its "points"` });
});

/**
 * A venture's icon drawn from the full icon set: the shapes of one 24×24 icon, as
 * `[["path", { d: "…" }], ["circle", { cx: "12", cy: "12", r: "3" }]]`, copied into the content
 * when the owner picks the icon, so the site draws it without an icon library or another host.
 */
export const iconDrawingSchema = z
  .array(shapeSchema)
  .min(1)
  .max(ICON_DRAWING.maxShapes)
  .superRefine((shapes, ctx) => {
    let total = 0;
    for (const [, attributes] of shapes)
      for (const value of Object.values(attributes)) total += typeof value === 'string' ? value.length : 0;
    if (total > ICON_DRAWING.maxTotalChars)
      ctx.addIssue({
        code: 'custom',
        message: `An icon drawing may have at most ${ICON_DRAWING.maxTotalChars} characters of shapes`,
      });
  });

/** A venture's drawn icon (see {@link iconDrawingSchema}). */
export type IconDrawing = z.infer<typeof iconDrawingSchema>;
