import { answer, csrf, owner } from '../owner-client';
import type { EmailChoice, SummaryTime } from './settings-types';

export type { EmailChoice, OwnerSettingsView, SummaryTime, WebhookTestResult } from './settings-types';

/** The Settings section's calls (session cookie; writes carry the CSRF token). */
export const settingsApi = {
  get: () => answer(owner.desk.settings.$get()),
  setWebhook: (url: string, csrfToken: string) =>
    answer(owner.desk.settings.webhook.$put({ json: { url } }, csrf(csrfToken))),
  removeWebhook: (csrfToken: string) => answer(owner.desk.settings.webhook.$delete({}, csrf(csrfToken))),
  setEmail: (choice: EmailChoice, csrfToken: string) =>
    answer(owner.desk.settings.email.$put({ json: { choice } }, csrf(csrfToken))),
  setSummary: (summary: SummaryTime, csrfToken: string) =>
    answer(owner.desk.settings.summary.$put({ json: summary }, csrf(csrfToken))),
  testWebhook: (csrfToken: string) => answer(owner.desk.settings.webhook.test.$post({}, csrf(csrfToken))),
};
