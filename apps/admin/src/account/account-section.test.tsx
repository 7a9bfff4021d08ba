import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { accountApi, type PasskeyOverview } from './account-api';
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
