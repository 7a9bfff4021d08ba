import { Hono } from 'hono';
import { healthRoom } from '../desk/health-routes';
import { OWNER_API_PREFIX, ROOM_PREFIXES } from '../owner-route-map';

// A room alone at its place in the route map, for tests that call it without a session by the
// URLs the owner's app uses (tests through the session guard hand rooms to testAdmin instead).
const at = (prefix: string, room: Hono) => new Hono().route(`${OWNER_API_PREFIX}${prefix}`, room);

export const createHealthRoutes = (...args: Parameters<typeof healthRoom>) =>
  at(ROOM_PREFIXES.health, healthRoom(...args) as unknown as Hono);
