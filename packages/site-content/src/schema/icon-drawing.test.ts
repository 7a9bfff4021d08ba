import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../defaults/default-site-content';
import { validateSiteContent } from '../validate-site-content';
import { ICON_DRAWING, ICON_SHAPES, iconDrawingSchema } from './icon-drawing';

/** The tractor of the full icon set, as the editor copies it into the content. */
const tractor = [
  ['path', { d: 'm10 11 11 .9a1 1 0 0 1 .8 1.1l-.665 4.158a1 1 0 0 1-.988.842H20' }],
  ['path', { d: 'M16 18h-5' }],
  ['circle', { cx: '18', cy: '18', r: '2' }],
  ['circle', { cx: '7', cy: '15', r: '5' }],
];

const withDrawing = (iconDrawing: unknown) => {
  const [first, ...rest] = defaultSiteContent.ventures;
  return { ...defaultSiteContent, ventures: [{ ...first!, iconDrawing }, ...rest] };
};

describe('iconDrawingSchema', () => {
  it('accepts the shapes of an icon from the full set, and content that has one', () => {
    expect(iconDrawingSchema.safeParse(tractor).success).toBe(true);
    const checked = validateSiteContent(withDrawing(tractor));
    expect(checked.ok && checked.content.ventures[0]!.iconDrawing).toEqual(tractor);
    const everyShape = [
      ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
      ['line', { x1: '2', y1: '2', x2: '22', y2: '22' }],
      ['ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }],
      ['polyline', { points: '22 12 18 12 15 21 9 3 6 12 2 12' }],
      ['polygon', { points: '12 2 2 7 12 12 22 7' }],
      ['circle', { cx: '12', cy: '12', r: '.5', fill: 'currentColor' }],
    ];
    expect(iconDrawingSchema.safeParse(everyShape).success).toBe(true);
  });

  it('keeps content without a drawing valid (the built-in icon draws)', () => {
    expect(validateSiteContent(defaultSiteContent).ok).toBe(true);
  });

  it.each([
    ['a script element', [['script', { d: 'M0 0' }]]],
    ['a link', [['a', { href: 'https://evil.example' }]]],
    ['an image from another host', [['image', { href: 'https://evil.example/x.png' }]]],
    ['a reference to another drawing', [['use', { href: '#x' }]]],
    ['a handler', [['path', { d: 'M0 0', onload: 'alert(1)' }]]],
    ['a handler in other case', [['circle', { cx: '1', cy: '1', r: '1', onClick: 'alert(1)' }]]],
    ['a style', [['path', { d: 'M0 0', style: 'background:url(https://evil.example)' }]]],
    ['an xlink', [['path', { d: 'M0 0', 'xlink:href': 'javascript:alert(1)' }]]],
    ['markup in path data', [['path', { d: 'M0 0"/><script>alert(1)</script>' }]]],
    ['a url() in path data', [['path', { d: 'url(javascript:alert(1))' }]]],
    ['a paint other than the icon colour', [['path', { d: 'M0 0', fill: 'url(#x)' }]]],
    ['a number that is not one', [['circle', { cx: '12px', cy: '1', r: '1' }]]],
    ['another shape\u2019s attribute', [['circle', { d: 'M0 0', cx: '1', cy: '1', r: '1' }]]],
    ['a path without data', [['path', {}]]],
    ['children', [['path', { d: 'M0 0' }, [['script', {}]]]]],
    ['numbers instead of text', [['circle', { cx: 1, cy: 1, r: 1 }]]],
    ['no shapes', []],
    ['an object instead of a list', { path: { d: 'M0 0' } }],
    ['a prototype key', JSON.parse('[["path", {"d": "M0 0", "__proto__": {"onload": "x"}}]]')],
  ])('refuses %s', (_, drawing) => {
    expect(iconDrawingSchema.safeParse(drawing).success).toBe(false);
  });

  it('names the field of a refused drawing, so the publish check can answer with it', () => {
    const checked = validateSiteContent(withDrawing([['path', { d: 'M0 0', onload: 'alert(1)' }]]));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toEqual([{ path: 'ventures[0].iconDrawing[0][1].onload', message: 'Unknown key' }]);
  });

  it('refuses too many shapes, too long a path and too much in all', () => {
    const many = Array.from({ length: ICON_DRAWING.maxShapes + 1 }, () => ['path', { d: 'M1 1h1' }]);
    expect(iconDrawingSchema.safeParse(many).success).toBe(false);
    expect(iconDrawingSchema.safeParse(many.slice(1)).success).toBe(true);
    const long = 'M1 1'.padEnd(ICON_DRAWING.maxPathChars + 1, 'h1');
    expect(iconDrawingSchema.safeParse([['path', { d: long }]]).success).toBe(false);
    const part = 'M1 1'.padEnd(ICON_DRAWING.maxPathChars, 'h1');
    const heavy = Array.from({ length: 5 }, () => ['path', { d: part }]);
    expect(iconDrawingSchema.safeParse(heavy).success).toBe(false);
  });

  it('refuses any element or attribute outside the drawing set', () => {
    const geometry = new Set(Object.values(ICON_SHAPES).flat());
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((tag) => !(tag in ICON_SHAPES)),
        fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !geometry.has(key as never) && key !== 'fill'),
        fc.string({ maxLength: 40 }),
        (tag, key, value) => {
          expect(iconDrawingSchema.safeParse([[tag, { d: 'M0 0' }]]).success).toBe(false);
          expect(iconDrawingSchema.safeParse([['path', { d: 'M0 0', [key]: value }]]).success).toBe(false);
        },
      ),
    );
  });

  it('refuses path data holding anything but path commands and numbers', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('<', '>', '"', "'", '(', ')', ':', '#', ';', '&', '/', '='),
        fc.string({ maxLength: 40 }),
        (before, bad, after) => {
          expect(iconDrawingSchema.safeParse([['path', { d: `M0 0${before}${bad}${after}` }]]).success).toBe(false);
        },
      ),
    );
  });

  it('refuses megabytes of hostile input after one pass over it', () => {
    // Each check is a length limit and a single character class, so a refusal reads the text once;
    // a check that backtracked (quadratic or worse) would not finish a megabyte within the test's
    // timeout, which is what this test would then report.
    const size = 1_000_000;
    const drawing = [
      ['path', { d: 'M0 0 '.repeat(size / 5) + '<' }],
      ['circle', { cx: '1'.repeat(size), cy: '1', r: '1' }],
      ['polygon', { points: '1,'.repeat(size / 2) + 'x' }],
    ];
    expect(iconDrawingSchema.safeParse(drawing).success).toBe(false);
    const many = Array.from({ length: size / 10 }, () => ['path', { d: 'M0 0' }]);
    expect(iconDrawingSchema.safeParse(many).success).toBe(false);
  });
});
