import { Hono } from 'hono';
import type { contentRoom } from './content/content-routes';
import type { storiesRoom } from './content/story-preview-route';
import type { deskRoom } from './desk/desk-routes';
import type { healthRoom } from './desk/health-routes';
import type { settingsRoom } from './desk/settings-routes';
import type { frontPageRoom } from './front-page/front-page-route';
import type { mediaRoom } from './media/media-routes';
import type { privacyRoom } from './privacy/privacy-desk-routes';
import type { passkeysRoom } from './sign-in/passkeys/passkey-routes';
import type { reauthRoom } from './sign-in/reauth-routes';
import type { accountRoom, ownersRoom, sessionRoom, sessionsRoom } from './sign-in/session-routes';

/** Where the signed-in JSON API answers; every room below is mounted under it, behind the session guard. */
export const OWNER_API_PREFIX = '/api/admin';

/**
 * Each room's prefix under {@link OWNER_API_PREFIX}: the one place a room's paths are joined to the
 * site's URLs, so a handler names only its own part (`/leads/requeue`, not the whole path).
 */
export const ROOM_PREFIXES = {
  session: '/session',
  sessions: '/sessions',
  account: '/account',
  reauth: '/account/reauthenticate',
  owners: '/owners',
  passkeys: '/passkeys',
  content: '/content',
  stories: '/stories',
  media: '/media',
  desk: '/desk',
  health: '/desk',
  settings: '/desk/settings',
  privacy: '/desk/privacy',
  frontPage: '/front-page',
} as const;

/** The rooms the owner's routes build from the sign-in context and the publisher. */
export interface SignedInRooms {
  session: ReturnType<typeof sessionRoom>;
  sessions: ReturnType<typeof sessionsRoom>;
  account: ReturnType<typeof accountRoom>;
  reauth: ReturnType<typeof reauthRoom>;
  owners: ReturnType<typeof ownersRoom>;
  passkeys: ReturnType<typeof passkeysRoom>;
  content: ReturnType<typeof contentRoom>;
  stories: ReturnType<typeof storiesRoom>;
}

/** The rooms the site wires from its own stores and parts, each built by its own folder. */
export interface WiredRooms {
  media: ReturnType<typeof mediaRoom>;
  desk: ReturnType<typeof deskRoom>;
  health: ReturnType<typeof healthRoom>;
  settings: ReturnType<typeof settingsRoom>;
  privacy: ReturnType<typeof privacyRoom>;
  frontPage: ReturnType<typeof frontPageRoom>;
}

/** Every room the map mounts. */
export type OwnerRooms = SignedInRooms & WiredRooms;

/**
 * The owner's rooms at their prefixes, chained so that the result's type is the wire contract
 * the owner's app calls through Hono's typed client ({@link OwnerRoomsApi}). Its paths are whole
 * (`/api/admin/…`); the owner's routes mount it after the session guard.
 */
export function ownerRoomsApi(rooms: OwnerRooms) {
  return new Hono()
    .basePath(OWNER_API_PREFIX)
    .route(ROOM_PREFIXES.session, rooms.session)
    .route(ROOM_PREFIXES.sessions, rooms.sessions)
    .route(ROOM_PREFIXES.account, rooms.account)
    .route(ROOM_PREFIXES.reauth, rooms.reauth)
    .route(ROOM_PREFIXES.owners, rooms.owners)
    .route(ROOM_PREFIXES.passkeys, rooms.passkeys)
    .route(ROOM_PREFIXES.content, rooms.content)
    .route(ROOM_PREFIXES.stories, rooms.stories)
    .route(ROOM_PREFIXES.media, rooms.media)
    .route(ROOM_PREFIXES.desk, rooms.desk)
    .route(ROOM_PREFIXES.health, rooms.health)
    .route(ROOM_PREFIXES.settings, rooms.settings)
    .route(ROOM_PREFIXES.privacy, rooms.privacy)
    .route(ROOM_PREFIXES.frontPage, rooms.frontPage);
}

/** The owner's rooms as the app's typed client sees them: paths, inputs and answers. */
export type OwnerRoomsApi = ReturnType<typeof ownerRoomsApi>;
