import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { VENTURE_COLOURS, VENTURE_ICONS, VentureIcon, ventureColours } from './venture-icons';
import { Ventures, ventureStoriesLinkId } from './ventures';

afterEach(cleanup);

const venture = {
  id: 'greenacre',
  name: 'Greenacre Farm',
  tagline: 'Vegetables for the neighbourhood.',
  description: 'A farm.',
  status: 'Beta' as const,
  features: ['Veg boxes', 'Seedlings'],
  website: 'https://greenacre.example',
  isLive: false,
  icon: 'sprout',
  color: 'amber',
};

describe('Ventures', () => {
  it('shows each venture with its status, features and an external link', () => {
    render(
      <Ventures
        ventures={[venture]}
        heading={{ eyebrow: 'Our ventures', title: 'Companies we grow', intro: 'Shared books.' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Companies we grow' })).toBeTruthy();
    expect(screen.getByText('Shared books.')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Greenacre Farm' });
    expect(within(card).getByText('Beta')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Veg boxes', 'Seedlings']);
    const link = within(card).getByRole('link', { name: /Visit Greenacre Farm/ });
    expect(link.getAttribute('href')).toBe('https://greenacre.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(card.querySelector('svg path')).toBeTruthy();
  });

  it('gives a venture without a website (one coming soon) no Visit link', () => {
    const { website: _website, ...soon } = venture;
    render(<Ventures ventures={[{ ...soon, status: 'Coming Soon' }]} heading={{ eyebrow: 'E', title: 'T' }} />);
    const card = screen.getByRole('article', { name: 'Greenacre Farm' });
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('Coming Soon')).toBeTruthy();
  });

  it('shows an uploaded picture as a lazy <picture> with AVIF and WebP and its size, and none without one', () => {
    const image = {
      avif: '/media/a-400.avif 400w, /media/a-800.avif 800w',
      webp: '/media/a-400.webp 400w, /media/a-800.webp 800w',
      src: '/media/a-800.webp',
      alt: 'Rows of lettuce',
      width: 800,
      height: 600,
    };
    const heading = { eyebrow: 'Our ventures', title: 'Companies we grow' };
    render(
      <Ventures
        ventures={[
          { ...venture, image },
          { ...venture, id: 'plain', name: 'Plain' },
        ]}
        heading={heading}
      />,
    );
    const card = screen.getByRole('article', { name: 'Greenacre Farm' });
    const img = within(card).getByRole('img', { name: 'Rows of lettuce' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    const sources = [...card.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['image/avif', image.avif],
      ['image/webp', image.webp],
    ]);
    expect(screen.getByRole('article', { name: 'Plain' }).querySelector('picture')).toBeNull();
  });

  it('links a venture that has stories to them, by its name, and leaves a card without stories as it was', () => {
    const heading = { eyebrow: 'Our ventures', title: 'Companies we grow' };
    const plain = { ...venture, id: 'plain', name: 'Plain' };
    const { container } = render(<Ventures ventures={[plain]} heading={heading} />);
    const before = container.innerHTML;
    cleanup();
    render(
      <Ventures ventures={[{ ...venture, storiesHref: '/stories/venture/greenacre' }, plain]} heading={heading} />,
    );
    const card = screen.getByRole('article', { name: 'Greenacre Farm' });
    const link = within(card).getByRole('link', { name: 'Stories about Greenacre Farm' });
    expect(link.getAttribute('href')).toBe('/stories/venture/greenacre');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.id).toBe(ventureStoriesLinkId('greenacre'));
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/stories/venture/greenacre', 'https://greenacre.example']);
    const plainCard = screen.getByRole('article', { name: 'Plain' });
    expect(within(plainCard).getAllByRole('link')).toHaveLength(1);
    expect(before).toContain(plainCard.outerHTML);
  });

  it("says the stories link in a site's own words", () => {
    render(
      <Ventures
        ventures={[{ ...venture, storiesHref: '/historias' }]}
        heading={{ eyebrow: 'x', title: 'y' }}
        text={{ stories: (name) => `Historias de ${name}` }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Historias de Greenacre Farm' }).getAttribute('href')).toBe('/historias');
  });

  it('maps colour tokens and hex colours to tile colours, with a fallback', () => {
    expect(ventureColours('amber')).toEqual({ background: '#fbe8c8', color: '#7a4a0c' });
    expect(ventureColours('#2f855a')).toEqual({ background: '#2f855a22', color: '#2f855a' });
    expect(ventureColours('unknown')).toEqual(ventureColours('emerald'));
  });

  it('names exactly the icons and colours it draws, so an editor can offer only those', () => {
    const { container } = render(<VentureIcon token="rocket" />);
    const sprout = render(<VentureIcon token="sprout" />).container.innerHTML;
    // An unknown token falls back to the sprout, so it is not in the list; every listed one draws itself.
    expect(VENTURE_ICONS).not.toContain('rocket');
    expect(container.innerHTML).toBe(sprout);
    for (const icon of VENTURE_ICONS.filter((name) => name !== 'sprout'))
      expect(render(<VentureIcon token={icon} />).container.innerHTML, icon).not.toBe(sprout);
    for (const colour of VENTURE_COLOURS.filter((name) => name !== 'emerald' && name !== 'green'))
      expect(ventureColours(colour), colour).not.toEqual(ventureColours('emerald'));
    expect(VENTURE_COLOURS).not.toContain('unknown');
  });

  it("draws a venture's picked icon from its shapes in place of the built-in one", () => {
    const tractor = [
      ['path', { d: 'M16 18h-5' }],
      ['circle', { cx: '7', cy: '15', r: '5' }],
      ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
    ] as const;
    const { container } = render(
      <Ventures ventures={[{ ...venture, iconDrawing: tractor }]} heading={{ eyebrow: 'E', title: 'T' }} />,
    );
    const svg = container.querySelector('article svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.innerHTML).toBe(
      '<path d="M16 18h-5"></path><circle cx="7" cy="15" r="5"></circle><rect x="2" y="4" width="20" height="16" rx="2"></rect>',
    );
    // Without a drawing (or with an empty one) the built-in icon draws, as before.
    const sprout = render(<VentureIcon token="sprout" />).container.querySelector('svg')!.innerHTML;
    expect(render(<VentureIcon token="sprout" drawing={[]} />).container.querySelector('svg')!.innerHTML).toBe(sprout);
  });

  it('leaves out of the page anything in a drawing that is not a shape or its geometry', () => {
    const hostile = [
      ['script', { d: 'alert(1)' }],
      ['a', { href: 'https://evil.example' }],
      ['path', { d: 'M1 1h2', onload: 'alert(1)', style: 'color:red', href: '#x', fill: 'url(#x)' }],
      ['circle', { cx: '1', cy: '1', r: '1', fill: 'currentColor' }],
      ['constructor', {}],
    ] as const;
    const html = renderToStaticMarkup(<VentureIcon token="sprout" drawing={hostile} />);
    expect(html).toContain('<path d="M1 1h2"></path><circle cx="1" cy="1" r="1" fill="currentColor"></circle></svg>');
    for (const bad of ['script', '<a', 'onload', 'style', 'href', 'url(', 'constructor'])
      expect(html).not.toContain(bad);
  });
});
