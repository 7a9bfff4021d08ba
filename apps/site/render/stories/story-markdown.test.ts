import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_BODY_MAX } from '@rooted/site-content';
import { renderStoryMarkdown } from './story-markdown';

const picture = `/media/${'c'.repeat(32)}-800.webp`;

/** The page's parsed body: what a browser would build from the HTML. */
function parse(html: string): HTMLElement {
  const document = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  return document.body;
}

const ALLOWED = new Set([
  'H2',
  'H3',
  'H4',
  'P',
  'A',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'STRONG',
  'EM',
  'DEL',
  'CODE',
  'PRE',
  'IMG',
  'HR',
  'BR',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);

/** Every way the rendered HTML could run code or reach another host, as a list of findings (empty when safe). */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('a script tag');
  for (const element of parse(html).querySelectorAll('*')) {
    if (!ALLOWED.has(element.tagName)) found.push(`element ${element.tagName}`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`handler ${attribute.name}`);
      if (attribute.name === 'href') {
        const url = new URL(attribute.value, 'https://site.example');
        if (url.protocol !== 'https:' && url.protocol !== 'http:') found.push(`link ${attribute.value}`);
      }
      if (attribute.name === 'src' && !/^\/media\/[a-f0-9]{32}-\d{2,4}\.(?:webp|avif)$/.test(attribute.value))
        found.push(`picture ${attribute.value}`);
      if (attribute.name === 'style') found.push(`style ${attribute.value}`);
    }
  }
  return found;
}

describe('renderStoryMarkdown', () => {
  it('renders headings, links, lists, quotes and pictures', () => {
    const html = renderStoryMarkdown(
      `# The harvest\n\nWe filled **forty** boxes. See [the farm](https://greenacre.example) or [join](/#join).\n\n- squash\n- kale\n\n1. plant\n2. pick\n\n> Fewer courgettes.\n\n![Boxes by the barn](${picture})`,
    );
    const body = parse(html);
    expect(body.querySelector('h2')?.textContent).toBe('The harvest');
    expect(body.querySelector('strong')?.textContent).toBe('forty');
    expect([...body.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://greenacre.example',
      '/#join',
    ]);
    expect([...body.querySelectorAll('ul li')].map((item) => item.textContent)).toEqual(['squash', 'kale']);
    expect(body.querySelectorAll('ol li')).toHaveLength(2);
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('Fewer courgettes.');
    const image = body.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(picture);
    expect(image.getAttribute('alt')).toBe('Boxes by the barn');
    expect(image.getAttribute('loading')).toBe('lazy');
    // The space is reserved before the picture loads: 800 wide in the story slot's 1200 × 630 shape.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '420']);
  });

  it('reserves a text picture’s own shape, named in its file, and still drops a named file from elsewhere', () => {
    const own = `/media/${'b'.repeat(32)}-800x600.webp`;
    const image = parse(renderStoryMarkdown(`![Loaves](${own})`)).querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      own,
      '800',
      '600',
    ]);
    expect(parse(renderStoryMarkdown(`![x](/media/${'b'.repeat(32)}-800x600.png)`)).querySelector('img')).toBeNull();
  });

  it('gives each element the site’s look, and drops any class the input tried to set', () => {
    const body = parse(renderStoryMarkdown('## Costs\n\n[farm](https://greenacre.example)'));
    expect(body.querySelector('h2')?.className).toContain('font-display');
    expect(body.querySelector('a')?.className).toContain('text-link');
    expect(parse(renderStoryMarkdown('<p class="fixed inset-0">x</p>')).querySelector('.fixed')).toBeNull();
  });

  it('starts body headings at h2 under the page title and never skips a level', () => {
    const body = parse(renderStoryMarkdown('# One\n\n### Two\n\n###### Three\n\n## Four\n\n#### Five'));
    expect(
      [...body.querySelectorAll('h2, h3, h4')].map((heading) => `${heading.tagName}:${heading.textContent}`),
    ).toEqual(['H2:One', 'H3:Two', 'H4:Three', 'H3:Four', 'H4:Five']);
  });

  it('makes the largest heading h2 whichever level the owner chose, keeping equal headings equal', () => {
    const levels = (source: string) =>
      [...parse(renderStoryMarkdown(source)).querySelectorAll('h2, h3, h4')].map((heading) => heading.tagName);
    expect(levels('## A\n\n## B\n\n### C')).toEqual(['H2', 'H2', 'H3']);
    expect(levels('### A\n\n### B')).toEqual(['H2', 'H2']);
  });

  it('shows a typed script tag as text and never as a script', () => {
    const html = renderStoryMarkdown('Hello <script>alert(1)</script> and <img src=x onerror=alert(1)>');
    expect(dangers(html)).toEqual([]);
    expect(parse(html).textContent).toContain('<script>alert(1)</script>');
  });

  it('drops javascript:, data: and vbscript: links but keeps their text', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      '<javascript:alert(1)>',
    ]) {
      const html = renderStoryMarkdown(`[click me](${target})`);
      expect(dangers(html), target).toEqual([]);
      expect(parse(html).textContent, target).toContain('click me');
    }
  });

  it('drops pictures from other hosts, so a page never loads from one', () => {
    for (const source of [
      'https://tracker.example/pixel.gif',
      '//tracker.example/p.webp',
      'data:image/png;base64,iVBORw0KGgo=',
      '/media/../admin.webp',
      'javascript:alert(1)',
    ]) {
      const body = parse(renderStoryMarkdown(`![pixel](${source})`));
      expect(body.querySelector('img'), source).toBeNull();
    }
  });

  it('gives safe HTML for any mix of Markdown and hostile input (fuzzed)', () => {
    const hostile = fc.constantFrom(
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//x.example/x.js>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe src="https://x.example">',
      '<style>body{display:none}</style>',
      '[x](javascript:alert(1))',
      '[x](jav&#x09;ascript:alert(1))',
      '[x](&#x6A;avascript:alert(1))',
      '[x]( javascript:alert(1) "t")',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '![x](https://x.example/p.png)',
      '![x](data:image/png;base64,AAAA)',
      `![ok](${picture})`,
      '<javascript:alert(1)>',
      '[ref]: javascript:alert(1)\n\n[ref]',
      '" onmouseover="alert(1)',
      '`<script>`',
      '```\n<script>alert(1)</script>\n```',
      '| a | b |\n|--:|:-:|\n| 1 | 2 |',
      '<p style="background:url(https://x.example/p.png)">',
    );
    const markdownPiece = fc.constantFrom(
      '# ',
      '## ',
      '- ',
      '1. ',
      '> ',
      '**',
      '_',
      '`',
      '[',
      '](',
      ')',
      '![',
      '\n',
      '\n\n',
      '<',
      '>',
      '"',
      "'",
      '&',
      '|',
      '---',
      ' ',
    );
    const piece = fc.oneof(hostile, markdownPiece, fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const html = renderStoryMarkdown(pieces.join(''));
        expect(dangers(html)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('renders a body as long as a story may have', () => {
    const long = Array.from({ length: 1000 }, (_, index) => `Paragraph ${index} with a [link](/stories).`)
      .join('\n\n')
      .slice(0, STORY_BODY_MAX);
    expect(parse(renderStoryMarkdown(long)).querySelectorAll('p').length).toBeGreaterThan(900);
  });
});
