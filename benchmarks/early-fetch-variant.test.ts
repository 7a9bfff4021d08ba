import { describe, expect, it } from 'vitest';
import { withEarlyFetch } from './early-fetch-variant';

const page = (script: string) =>
  `<!doctype html><html><head><title>t</title></head><body><main>x</main>${script}</body></html>`;

describe('withEarlyFetch', () => {
  it("puts a modulepreload for every module the boot script would start or preload into the head, in the boot script's order", () => {
    const html = withEarlyFetch(
      page(
        '<script data-preload="/assets/privacy-page.js /assets/body.js" data-modules="/assets/react.js /assets/index.js">boot</script>',
      ),
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/assets/react.js',
      '/assets/index.js',
      '/assets/privacy-page.js',
      '/assets/body.js',
    ]);
    // The boot script stays: the code still runs after the first paint.
    expect(html).toContain('data-modules="/assets/react.js /assets/index.js">boot</script></body>');
  });

  it('leaves a page without the boot script as it is', () => {
    const html = page('');
    expect(withEarlyFetch(html)).toBe(html);
  });
});
