import { call } from '../api';
import type { SiteHealth } from './health-types';

export type { CoreVital, RouteVitals, SiteHealth, VitalRating } from './health-types';

/** The Health section's call (session cookie; nothing it reads changes anything). */
export const healthApi = {
  siteHealth: (days = 30) => call<SiteHealth>(`/api/admin/desk/site-health?days=${days}`),
};
