import { describe, expect, it } from 'vitest';
import { confirmationPage, renderConfirmationPage, type ConfirmationWords } from './confirmation-page.js';

describe('renderConfirmationPage', () => {
  it('shows a valid link as a heading and a focused button in a plain form posting the token, and no other link', () => {
    const html = renderConfirmationPage(confirmationPage('pending', '/#newsletter', 'a"b'), {
      homeUrl: '/',
      classes: { link: 'pill' },
    });
    expect(html).toContain('<h1>Confirm your subscription</h1>');
    expect(html).toContain(
      '<form method="post" action="/subscribe/confirm">\n<input type="hidden" name="t" value="a&quot;b">\n<button type="submit" autofocus class="pill">Confirm my subscription</button>\n</form>',
    );
    expect(html).not.toMatch(/<a |<script/);
    expect(renderConfirmationPage(confirmationPage('pending', '/', 't'), {}, { confirm: 'Confirmar' })).toContain(
      '>Confirmar</button>',
    );
  });

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
    expect(html).toContain(
      '<title>Subscription confirmed | Site &amp; Co</title>\n<link rel="stylesheet" href="/site.css">',
    );
    expect(html).toContain('<h1 class="big">Subscription confirmed</h1>');
    expect(html).toContain('<a href="/" class="button">Return to Home</a>');
    expect(html).not.toContain('Sign up again');
  });

  it("speaks another language: its lang, the outcome's title and message and both links' texts, each part left out staying English", () => {
    const words: ConfirmationWords = {
      outcomes: {
        confirmed: { title: 'Suscripción confirmada', message: '¡Gracias! Tu suscripción está confirmada.' },
        expired: { title: 'Este enlace ha caducado', message: 'Los enlaces duran 7 días.' },
      },
      home: 'Volver al inicio',
      signUpAgain: 'Suscribirme de nuevo',
    };
    const confirmed = renderConfirmationPage(
      confirmationPage('confirmed', '/#boletin'),
      { lang: 'es', homeUrl: '/' },
      words,
    );
    expect(confirmed).toContain('<html lang="es">');
    expect(confirmed).toContain('<title>Suscripción confirmada</title>');
    expect(confirmed).toContain('<h1>Suscripción confirmada</h1>');
    expect(confirmed).toContain('<p>¡Gracias! Tu suscripción está confirmada.</p>');
    expect(confirmed).toContain('<a href="/">Volver al inicio</a>');
    expect(confirmed).not.toMatch(/Return to Home|Subscription confirmed/);
    const expired = renderConfirmationPage(confirmationPage('expired', '/#boletin'), { lang: 'es' }, words);
    expect(expired).toContain('<h1>Este enlace ha caducado</h1>');
    expect(expired).toContain('<a href="/#boletin">Suscribirme de nuevo</a>');
    // An outcome without words of its own keeps the English ones.
    expect(renderConfirmationPage(confirmationPage('invalid', '/#boletin'), { lang: 'es' }, words)).toContain(
      '<h1>This link is not valid</h1>',
    );
  });

  it('is English by default: lang en and the English link texts', () => {
    const html = renderConfirmationPage(confirmationPage('confirmed', '/'), { homeUrl: '/' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Return to Home</a>');
  });

  it('escapes what it is given', () => {
    const html = renderConfirmationPage({
      outcome: 'invalid',
      status: 400,
      title: '<b>',
      message: '"x" & y',
      signUpUrl: '/"><script>',
    });
    expect(html).toContain('<h1>&lt;b&gt;</h1>');
    expect(html).toContain('<p>&quot;x&quot; &amp; y</p>');
    expect(html).toContain('href="/&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    const words = renderConfirmationPage(
      confirmationPage('confirmed', '/'),
      { homeUrl: '/', lang: 'es"><script>' },
      { home: '<i>Inicio</i>' },
    );
    expect(words).toContain('<html lang="es&quot;&gt;&lt;script&gt;">');
    expect(words).toContain('>&lt;i&gt;Inicio&lt;/i&gt;</a>');
  });
});
