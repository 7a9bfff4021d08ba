import { answer, owner } from '../owner-client';
import type { SiteHealth } from './health-types';

export type { BackupStatus, CoreVital, RouteVitals, SiteHealth, VitalRating } from './health-types';

/** The Health section's calls (session cookie; nothing it reads changes anything). */
export const healthApi = {
  siteHealth: (days = 30): Promise<SiteHealth> =>
    answer(owner.desk['site-health'].$get({ query: { days: String(days) } })),
  backups: () => answer(owner.desk.backups.$get()),
};
