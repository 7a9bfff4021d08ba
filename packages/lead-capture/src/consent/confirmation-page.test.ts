import { describe, expect, it } from 'vitest';
import { confirmationPage, renderConfirmationPage } from './confirmation-page.js';

describe('renderConfirmationPage', () => {
  it('is a plain page with no script or external resource when no look is given', () => {
    const html = renderConfirmationPage(confirmationPage('expired', '/#newsletter'));
    expect(html).toContain('<title>This link has expired</title>');
    expect(html).toContain('<h1>This link has expired</h1>');
    expect(html).toContain('<a href="/#newsletter">Sign up again</a>');
    expect(html).not.toMatch(/<script|<link|class=/);
  });

  it('declares both colour schemes, so a plain page follows a dark system', () => {
    const html = renderConfirmationPage(confirmationPage('invalid', '/#newsletter'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('dresses the page in a site’s look: head markup, title suffix, classes and a home link after a fresh confirmation', () => {
    const html = renderConfirmationPage(confirmationPage('confirmed', '/#newsletter'), {
      head: '<link rel="stylesheet" href="/site.css">',
      siteName: 'Site & Co',
      homeUrl: '/',
      classes: { heading: 'big', link: 'button' },
    });
    expect(html).toContain('<title>Subscription confirmed | Site &amp; Co</title>\n<link rel="stylesheet" href="/site.css">');
    expect(html).toContain('<h1 class="big">Subscription confirmed</h1>');
    expect(html).toContain('<a href="/" class="button">Return to Home</a>');
    expect(html).not.toContain('Sign up again');
  });

  it('escapes what it is given', () => {
    const html = renderConfirmationPage({ outcome: 'invalid', status: 400, title: '<b>', message: '"x" & y', signUpUrl: '/"><script>' });
    expect(html).toContain('<h1>&lt;b&gt;</h1>');
    expect(html).toContain('<p>&quot;x&quot; &amp; y</p>');
    expect(html).toContain('href="/&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
  });
});
