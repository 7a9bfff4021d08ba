import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFound } from './not-found';

afterEach(cleanup);

describe('NotFound', () => {
  it('says the page is not found in English and links home through the site’s navigation', () => {
    const onNavigate = vi.fn();
    render(<NotFound homeHref="/" onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByText(/never took root/)).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(onNavigate).toHaveBeenCalledWith('/', expect.anything());
  });

  it('takes its words in another language, each left out staying English', () => {
    render(<NotFound homeHref="/de/" text={{ title: 'Seite nicht gefunden', home: 'Zur Startseite' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
    expect(screen.getByText(/never took root/)).toBeTruthy();
    expect(screen.queryByText('Oops! Page not found')).toBeNull();
  });
});
