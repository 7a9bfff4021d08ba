import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../account/account-api';
import { SectionNav } from '../shell/section-nav';
import { FrontPage } from './front-page';
import { frontPageApi } from './front-page-api';
import type { FrontPageView } from './front-page-types';

const DAY = 86_400_000;
let view: FrontPageView;

beforeEach(() => {
  view = {
    messages: {
      count: 2,
      more: false,
      newest: [{ id: 'a', form: 'Contact', name: 'Ada', email: 'ada@example.org', receivedAt: Date.now() }],
    },
    requests: [{ id: 'r', kind: 'erasure', confirmedAt: Date.now(), deadline: Date.now() + 12.5 * DAY, daysLeft: 12 }],
    steps: [{ key: 'omnisend-delete-4', text: 'In Omnisend, open Audience and delete the contact.', at: Date.now() }],
    deadLeads: 0,
    delivery: [],
    email: { configured: false, waiting: 0 },
    backup: null,
    badges: { home: 4, leads: 2, privacy: 2 },
  };
  vi.spyOn(frontPageApi, 'view').mockImplementation(async () => structuredClone(view));
  vi.spyOn(frontPageApi, 'stepDone').mockImplementation(async (key) => {
    view.steps = view.steps.filter((step) => step.key !== key);
    view.badges = { ...view.badges, home: 3, privacy: 1 };
    return { ok: true };
  });
  vi.spyOn(accountApi, 'passkeys').mockImplementation(async () => ({
    passkeys: [],
    requirePasskey: false,
    hasPassword: true,
  }));
  vi.spyOn(accountApi, 'sessions').mockImplementation(async () => ({ sessions: [] }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderHome() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/']}>
        <SectionNav />
        <FrontPage csrfToken="token" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the front page and the navigation badges', () => {
  it('names each count inside its link, and each thing that needs the owner with its action', async () => {
    renderHome();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Home, 4 need you' })).toBeTruthy());
    expect(within(nav).getByRole('link', { name: 'Leads, 2 waiting' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Privacy, 2 waiting' })).toBeTruthy();
    // On a phone the links fold behind Menu, which carries Home's count.
    expect(within(nav).getByRole('button', { name: 'Menu, 4 need you' })).toBeTruthy();
    // A section with nothing waiting has no count in its name.
    expect(within(nav).getByRole('link', { name: 'Activity' })).toBeTruthy();

    const messages = screen.getByRole('region', { name: '2 messages waiting for an answer' });
    expect(within(messages).getByRole('link', { name: 'Answer them in Leads' }).getAttribute('href')).toBe(
      '/leads?handled=no',
    );
    expect(screen.getByRole('region', { name: '1 privacy request to answer' }).textContent).toContain('(12 days left)');
    expect(screen.getByRole('region', { name: 'Email is not set up' }).textContent).toContain('SMTP_URL');
  });

  it('ticks a step done and takes it off the page and out of the counts', async () => {
    renderHome();
    const tick = await screen.findByRole('checkbox', {
      name: /^Done: the contact erased on .+ is deleted in Omnisend$/,
    });
    fireEvent.click(tick);
    await waitFor(() => expect(screen.queryByRole('region', { name: /only you can take/ })).toBeNull());
    expect(frontPageApi.stepDone).toHaveBeenCalledWith('omnisend-delete-4', 'token');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Privacy, 1 waiting' })).toBeTruthy());
  });

  it('says a backup failed, why, and what to do, with the way to Health; a late one says since when', async () => {
    view.backup = { kind: 'failed', at: Date.now(), reason: 'No space left on device', lastAt: null };
    renderHome();
    const failed = await screen.findByRole('region', { name: 'The latest backup failed' });
    expect(failed.textContent).toContain('did not complete: No space left on device.');
    expect(failed.textContent).toContain('No backup has been made yet.');
    expect(failed.textContent).toContain('Ask whoever runs the server to look at it.');
    expect(within(failed).getByRole('link', { name: 'See the backups in Health' }).getAttribute('href')).toBe(
      '/health',
    );
    cleanup();
    view.backup = { kind: 'late', lastAt: Date.now() - 2 * DAY };
    renderHome();
    const late = await screen.findByRole('region', { name: 'Backups are late' });
    expect(late.textContent).toContain('The last good backup was made');
    expect(within(late).getByRole('link', { name: 'See the backups in Health' })).toBeTruthy();
  });
});
