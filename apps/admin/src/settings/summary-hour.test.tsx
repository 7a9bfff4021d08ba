import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailChoiceSettings } from './email-choice';
import { settingsApi, type OwnerSettingsView } from './settings-api';
import { browserTimeZone } from './summary-hour';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const view = (summary: OwnerSettingsView['email']['summary']): OwnerSettingsView => ({
  webhook: null,
  email: { choice: 'daily', summary, status: { configured: true, waiting: 0 } },
});

function renderEmail(shown: OwnerSettingsView) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailChoiceSettings view={shown} csrfToken="token" />
    </QueryClientProvider>,
  );
}

describe("the daily summary's hour", () => {
  it('is chosen on her own clock: the hour goes to the server with the zone her browser reports', async () => {
    const setSummary = vi.spyOn(settingsApi, 'setSummary').mockImplementation(async (summary) => view(summary));
    renderEmail(view({ hour: 7, timeZone: browserTimeZone() }));
    const hour = screen.getByRole('combobox', { name: 'Send it after' });
    expect((hour as HTMLSelectElement).value).toBe('7');
    expect(screen.getByText(`Your time (${browserTimeZone()}).`)).toBeTruthy();
    fireEvent.change(hour, { target: { value: '9' } });
    await waitFor(() => expect(setSummary).toHaveBeenCalledWith({ hour: 9, timeZone: browserTimeZone() }, 'token'));
  });

  it('says when the hour is kept in another zone than this browser’s, and is shown only for a daily summary', () => {
    const elsewhere = browserTimeZone() === 'Pacific/Auckland' ? 'Europe/London' : 'Pacific/Auckland';
    renderEmail(view({ hour: 6, timeZone: elsewhere }));
    expect(
      screen.getByText(new RegExp(`^In ${elsewhere} time; choosing an hour here sets it in your time`)),
    ).toBeTruthy();
    cleanup();
    renderEmail({
      ...view({ hour: 6, timeZone: 'UTC' }),
      email: { ...view({ hour: 6, timeZone: 'UTC' }).email, choice: 'each' },
    });
    expect(screen.queryByRole('combobox', { name: 'Send it after' })).toBeNull();
  });
});
