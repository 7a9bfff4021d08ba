import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { HeroImage } from './hero-image';

afterEach(cleanup);

const image = {
  avif: '/images/hero-640.avif 640w, /images/hero-960.avif 960w',
  webp: '/images/hero-640.webp 640w, /images/hero-960.webp 960w',
  src: '/images/hero-960.webp',
  alt: 'Hands holding a seedling',
  width: 960,
  height: 720,
};

it('reserves its box, loads eagerly with high priority and names its spinner until loaded', () => {
  const { container } = render(<HeroImage image={image} />);
  const img = screen.getByRole('img', { name: 'Hands holding a seedling' });
  expect(img.getAttribute('width')).toBe('960');
  expect(img.getAttribute('height')).toBe('720');
  expect(img.getAttribute('fetchpriority')).toBe('high');
  expect(img.getAttribute('loading')).toBe('eager');
  expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  expect(screen.getByRole('status', { name: 'Loading image' })).toBeTruthy();
  fireEvent.load(img);
  expect(screen.queryByRole('status', { name: 'Loading image' })).toBeNull();
});
