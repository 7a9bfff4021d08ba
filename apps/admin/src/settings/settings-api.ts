import { call } from '../api';
import type { EmailChoice, OwnerSettingsView, SummaryTime, WebhookTestResult } from './settings-types';

export type { EmailChoice, OwnerSettingsView, SummaryTime, WebhookTestResult } from './settings-types';

/** The Settings section's calls (session cookie; writes carry the CSRF token). */
export const settingsApi = {
  get: () => call<OwnerSettingsView>('/api/admin/desk/settings'),
  setWebhook: (url: string, csrfToken: string) =>
    call<OwnerSettingsView>(
      '/api/admin/desk/settings/webhook',
      { method: 'PUT', body: JSON.stringify({ url }) },
      csrfToken,
    ),
  removeWebhook: (csrfToken: string) =>
    call<OwnerSettingsView>('/api/admin/desk/settings/webhook', { method: 'DELETE' }, csrfToken),
  setEmail: (choice: EmailChoice, csrfToken: string) =>
    call<OwnerSettingsView>(
      '/api/admin/desk/settings/email',
      { method: 'PUT', body: JSON.stringify({ choice }) },
      csrfToken,
    ),
  setSummary: (summary: SummaryTime, csrfToken: string) =>
    call<OwnerSettingsView>(
      '/api/admin/desk/settings/summary',
      { method: 'PUT', body: JSON.stringify(summary) },
      csrfToken,
    ),
  testWebhook: (csrfToken: string) =>
    call<WebhookTestResult>('/api/admin/desk/settings/webhook/test', { method: 'POST' }, csrfToken),
};
