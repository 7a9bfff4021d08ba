import { call } from '../api';
import { answer, owner } from '../owner-client';
import type { BackupStatus, SiteHealth } from './health-types';

export type { BackupStatus, CoreVital, RouteVitals, SiteHealth, VitalRating } from './health-types';

/** The Health section's calls (session cookie; nothing it reads changes anything). The backups' state is the site's own route. */
export const healthApi = {
  siteHealth: (days = 30): Promise<SiteHealth> =>
    answer(owner.desk['site-health'].$get({ query: { days: String(days) } })),
  backups: () => call<BackupStatus>('/api/admin/desk/backups'),
};
