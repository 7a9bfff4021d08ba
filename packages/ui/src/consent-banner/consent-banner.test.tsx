import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from './consent-banner';

afterEach(cleanup);

const props = { text: 'May we measure visits with Google Analytics?', policyHref: '/cookies' };

describe('ConsentBanner', () => {
  it('is a labelled region, not a dialog, with "Reject all" before "Accept"', () => {
    render(<ConsentBanner {...props} onAccept={() => {}} onReject={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const region = screen.getByRole('region', { name: 'Analytics cookies' });
    const buttons = [...region.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Reject all', 'Accept']);
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookies');
  });

  it('gives both choices the same look, so rejecting is as easy as accepting', () => {
    render(<ConsentBanner {...props} onAccept={() => {}} onReject={() => {}} />);
    expect(screen.getByRole('button', { name: 'Reject all' }).className).toBe(
      screen.getByRole('button', { name: 'Accept' }).className,
    );
  });

  it('reports each choice', () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(<ConsentBanner {...props} onAccept={onAccept} onReject={onReject} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(onReject).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('reports its height while shown and 0 when it goes, and takes focus when reopened', () => {
    const heights: number[] = [];
    const onHeightChange = (height: number) => heights.push(height);
    const { unmount } = render(
      <ConsentBanner {...props} onAccept={() => {}} onReject={() => {}} onHeightChange={onHeightChange} focusOnOpen />,
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Analytics cookies' }));
    unmount();
    expect(heights.at(-1)).toBe(0);
    expect(heights.length).toBeGreaterThanOrEqual(2);
  });

  it('takes its own words in another language, each left out staying English', () => {
    render(
      <ConsentBanner
        {...props}
        onAccept={() => {}}
        onReject={() => {}}
        words={{ title: 'Statistik-Cookies', reject: 'Alle ablehnen', accept: 'Zustimmen' }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Statistik-Cookies' });
    expect([...region.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Alle ablehnen',
      'Zustimmen',
    ]);
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toBeTruthy();
    expect(screen.getByText(props.text, { exact: false })).toBeTruthy();
  });
});
