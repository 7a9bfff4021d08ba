import { call } from '../api';
import type { BackupStatus, SiteHealth } from './health-types';

export type { BackupStatus, CoreVital, RouteVitals, SiteHealth, VitalRating } from './health-types';

/** The Health section's call (session cookie; nothing it reads changes anything). */
export const healthApi = {
  siteHealth: (days = 30) => call<SiteHealth>(`/api/admin/desk/site-health?days=${days}`),
  backups: () => call<BackupStatus>('/api/admin/desk/backups'),
};
