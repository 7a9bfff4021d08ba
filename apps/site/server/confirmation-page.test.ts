// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmationPage } from '@rooted/lead-capture';
import { createConfirmationRenderer, siteStylesheets } from './confirmation-page';
import type { StaticFile } from './static-files';

const file = (html: string): StaticFile => ({
  body: new TextEncoder().encode(html),
  type: 'text/html; charset=utf-8',
  etag: '"x"',
});
const built404 = file(
  '<!doctype html><html><head><style>body{color:green}</style><link rel="stylesheet" crossorigin href="/assets/app-Ab12.css"><link rel="preload" as="font" type="font/woff2" href="/assets/font-Cd34.woff2" crossorigin><link rel="icon" href="/favicon.svg"><script type="module" src="/assets/app.js"></script></head><body></body></html>',
);

describe('the subscription confirmation page', () => {
  it('carries the built site’s inline stylesheet, linked stylesheets and fonts, and no script', () => {
    const files = new Map([['/404.html', built404]]);
    expect(siteStylesheets(files)).toEqual([
      '<style>body{color:green}</style>',
      '<link rel="stylesheet" crossorigin href="/assets/app-Ab12.css">',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/font-Cd34.woff2" crossorigin>',
    ]);
    const html = createConfirmationRenderer(files)(confirmationPage('confirmed', '/#newsletter'));
    expect(html).toContain('<style>body{color:green}</style>');
    expect(html).toContain('href="/assets/app-Ab12.css"');
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Subscription confirmed | Rooted Ventures</title>');
    expect(html).toContain(
      '<h1 class="mt-4 font-display text-3xl font-semibold text-heading sm:text-4xl">Subscription confirmed</h1>',
    );
    expect(html).toContain('Return to Home');
  });

  it('offers to sign up again on an expired link', () => {
    const html = createConfirmationRenderer(new Map())(confirmationPage('expired', '/#newsletter'));
    expect(html).toContain('This link has expired');
    expect(html).toContain('<a href="/#newsletter"');
    expect(html).toContain('Sign up again');
  });
});
