import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupStatusLine } from './backup-status';
import { healthApi, type BackupStatus } from './health-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(status: BackupStatus) {
  vi.spyOn(healthApi, 'backups').mockResolvedValue(status);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BackupStatusLine />
    </QueryClientProvider>,
  );
}

const AT = Date.UTC(2026, 11, 7, 3, 10);

describe('the Health section’s backups line', () => {
  it('says when the last backup was made and how large it is', async () => {
    show({ kind: 'files', last: { at: AT, bytes: 3 * 1_048_576 }, failed: undefined, late: false });
    expect(
      await screen.findByText(/The last backup was made .* \(3\.0 MB\)\. A backup is made every day\./),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts the owner to a failed backup, with its reason', async () => {
    show({
      kind: 'files',
      last: { at: AT, bytes: 2048 },
      failed: { at: AT + 86_400_000, reason: 'ENOSPC: no space left on device, write' },
      late: false,
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /The latest backup failed \(ENOSPC: no space left on device, write\): ask whoever runs the server/,
    );
  });

  it('alerts the owner when no backup was made for too long', async () => {
    show({ kind: 'files', last: { at: AT, bytes: 2048 }, failed: undefined, late: true });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /\(2 KB\)\. A backup is made every day, so this is late: ask whoever runs the server/,
    );
  });

  it('says plainly that no backup was made yet on a new site, without alarm', async () => {
    show({ kind: 'files', last: undefined, failed: undefined, late: false });
    expect(await screen.findByText('No backup has been made yet. A backup is made every day.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on PostgreSQL says the hosting backs the database up', async () => {
    show({ kind: 'postgres' });
    expect(await screen.findByText('The database is backed up by your hosting, not by the site itself.')).toBeTruthy();
  });
});
