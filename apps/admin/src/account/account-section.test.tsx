import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { accountApi, ReauthenticationNeeded, type PasskeyOverview } from './account-api';
import { AccountSection } from './account-section';

let required = false;
const overview = (): PasskeyOverview => ({ passkeys: [], requirePasskey: required, hasPassword: true });

/** The server's answer to "require a passkey", held until the test lets it through. */
let answer: { resolve: () => void; reject: (error: Error) => void };

beforeEach(() => {
  required = false;
  vi.spyOn(accountApi, 'passkeys').mockImplementation(async () => overview());
  vi.spyOn(accountApi, 'sessions').mockImplementation(async () => ({ sessions: [] }));
  vi.spyOn(accountApi, 'requirePasskey').mockImplementation(
    (on) =>
      new Promise((resolve, reject) => {
        answer = {
          resolve: () => {
            required = on;
            resolve(overview());
          },
          reject,
        };
      }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const box = () => screen.getByRole('checkbox', { name: /Require a passkey to sign in/ }) as HTMLInputElement;

async function renderAccount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountSection csrfToken="token" />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(box().disabled).toBe(false));
}

describe('the "Require a passkey" box', () => {
  it('is ticked the moment it is clicked, stays ticked while the server answers, and after', async () => {
    await renderAccount();
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    await waitFor(() => expect(accountApi.requirePasskey).toHaveBeenCalledWith(true, 'token'));
    expect(box().checked).toBe(true);
    await act(async () => answer.resolve());
    await waitFor(() => expect(accountApi.passkeys).toHaveBeenCalledTimes(2));
    expect(box().checked).toBe(true);
  });

  it('goes back to the server’s state when saving fails', async () => {
    await renderAccount();
    fireEvent.click(box());
    await waitFor(() => expect(accountApi.requirePasskey).toHaveBeenCalledWith(true, 'token'));
    expect(box().checked).toBe(true);
    await act(async () => answer.reject(new ApiError('Add a passkey first.', 409)));
    await waitFor(() => expect(box().checked).toBe(false));
  });
});

describe('confirming it is you', () => {
  const PASSKEY = { id: 'key-a', name: 'Laptop', createdAt: 1_700_000_000_000, lastUsedAt: null };

  it('opens on the password when the server asks, and does the act once the owner confirmed', async () => {
    vi.spyOn(accountApi, 'passkeys').mockImplementation(async () => ({
      passkeys: [PASSKEY],
      requirePasskey: false,
      hasPassword: true,
    }));
    window.confirm = () => true;
    let fresh = false;
    const remove = vi.spyOn(accountApi, 'removePasskey').mockImplementation(async () => {
      if (!fresh) throw new ReauthenticationNeeded('Confirm it is you first.', 403);
      return { passkeys: [], requirePasskey: false, hasPassword: true };
    });
    const reauthenticate = vi.spyOn(accountApi, 'reauthenticate').mockImplementation(async (password) => {
      if (password !== 'right one') throw new ApiError('That did not confirm it is you. Try again.', 403);
      fresh = true;
      return { ok: true, freshUntil: 0 };
    });
    await renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: /Remove Laptop/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const password = screen.getByLabelText('Your password');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(password);
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.submit(password.closest('form')!);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'That did not confirm it is you. Try again.',
    );
    expect(remove).toHaveBeenCalledTimes(1);
    fireEvent.change(password, { target: { value: 'right one' } });
    fireEvent.submit(password.closest('form')!);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
    expect(reauthenticate).toHaveBeenLastCalledWith('right one', 'token');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the act undone when the owner cancels', async () => {
    vi.spyOn(accountApi, 'setupLink').mockRejectedValue(new ReauthenticationNeeded('Confirm it is you first.', 403));
    const reauthenticate = vi.spyOn(accountApi, 'reauthenticate');
    await renderAccount();
    fireEvent.change(screen.getByLabelText('Their email'), { target: { value: 'second@rooted.example' } });
    const opener = screen.getByRole('button', { name: 'Make a setup link' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus is back on the button that asked.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(accountApi.setupLink).toHaveBeenCalledTimes(1);
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(screen.queryByText(/Send this to/)).toBeNull();
  });
});
