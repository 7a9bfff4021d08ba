import { Hono } from 'hono';
import type { deskRoom } from './desk/desk-routes';
import type { healthRoom } from './desk/health-routes';
import type { settingsRoom } from './desk/settings-routes';
import type { frontPageRoom } from './front-page/front-page-route';

/** Where the signed-in JSON API answers; every room below is mounted under it, behind the session guard. */
export const OWNER_API_PREFIX = '/api/admin';

/**
 * Each room's prefix under {@link OWNER_API_PREFIX}: the one place a room's paths are joined to the
 * site's URLs, so a handler names only its own part (`/leads/requeue`, not the whole path).
 */
export const ROOM_PREFIXES = {
  desk: '/desk',
  health: '/desk',
  settings: '/desk/settings',
  frontPage: '/front-page',
} as const;

/** The rooms the map mounts, each built by its own folder. */
export interface OwnerRooms {
  desk: ReturnType<typeof deskRoom>;
  health: ReturnType<typeof healthRoom>;
  settings: ReturnType<typeof settingsRoom>;
  frontPage: ReturnType<typeof frontPageRoom>;
}

/**
 * The owner's rooms at their prefixes, chained so that the result's type is the wire contract
 * the owner's app calls through Hono's typed client ({@link OwnerRoomsApi}). Its paths are whole
 * (`/api/admin/…`); the owner's routes mount it after the session guard.
 */
export function ownerRoomsApi(rooms: OwnerRooms) {
  return new Hono()
    .basePath(OWNER_API_PREFIX)
    .route(ROOM_PREFIXES.desk, rooms.desk)
    .route(ROOM_PREFIXES.health, rooms.health)
    .route(ROOM_PREFIXES.settings, rooms.settings)
    .route(ROOM_PREFIXES.frontPage, rooms.frontPage);
}

/** The owner's rooms as the app's typed client sees them: paths, inputs and answers. */
export type OwnerRoomsApi = ReturnType<typeof ownerRoomsApi>;
