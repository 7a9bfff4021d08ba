import { Hono } from 'hono';
import { deskRoom } from '../desk/desk-routes';
import { healthRoom } from '../desk/health-routes';
import { settingsRoom } from '../desk/settings-routes';
import { frontPageRoom } from '../front-page/front-page-route';
import { OWNER_API_PREFIX, ROOM_PREFIXES } from '../owner-route-map';

// One room at its place in the route map, for tests that mount a room alone (testAdmin's `desk`)
// and call it by the URLs the owner's app uses.
const at = (prefix: string, room: Hono) => new Hono().route(`${OWNER_API_PREFIX}${prefix}`, room);

export const createDeskRoutes = (...args: Parameters<typeof deskRoom>) =>
  at(ROOM_PREFIXES.desk, deskRoom(...args) as unknown as Hono);
export const createHealthRoutes = (...args: Parameters<typeof healthRoom>) =>
  at(ROOM_PREFIXES.health, healthRoom(...args) as unknown as Hono);
export const createSettingsRoutes = (...args: Parameters<typeof settingsRoom>) =>
  at(ROOM_PREFIXES.settings, settingsRoom(...args) as unknown as Hono);
export const createFrontPageRoutes = (...args: Parameters<typeof frontPageRoom>) =>
  at(ROOM_PREFIXES.frontPage, frontPageRoom(...args) as unknown as Hono);
