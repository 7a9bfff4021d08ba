import { Hono } from 'hono';
import type { editorRoom } from './editor-pages';
import { apiBodyCap, contentBodyCap, privateResponse, signInBodyCap } from './owner-guards';
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
import type { SessionEnv, sessionGuard } from './sign-in/session-guard';

/** Where the signed-in JSON API answers; every room below is mounted under it, behind the session guard. */
export const OWNER_API_PREFIX = '/api/admin';
/** Where the owner's pages answer: signing in and setup before a session, her app after it. */
export const OWNER_PAGES_PREFIX = '/admin';

/**
 * What answers before sign-in, each room at its prefix. No session guard stands in front of
 * them: each write checks its Origin itself, and every body is capped small.
 */
export const SIGN_IN_PREFIXES = {
  /** `GET|POST /sign-in`, `GET|POST /setup`: the plain pages, which work without JavaScript. */
  pages: OWNER_PAGES_PREFIX,
  /** `GET /webauthn.js`, `GET /door.js`: the sign-in and setup pages' passkey scripts. */
  scripts: `${OWNER_PAGES_PREFIX}/passkey`,
  /** `POST /`: signing in by password from the sign-in page's script. */
  password: `${OWNER_API_PREFIX}/session`,
  /** `POST /sign-in/options`, `/sign-in`, `/setup/options`, `/setup`: passkeys before a session. */
  passkey: `${OWNER_API_PREFIX}/passkey`,
} as const;

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

/** Everything {@link ownerRouteMap} mounts. */
export interface OwnerRouteParts {
  signIn: { [Room in keyof typeof SIGN_IN_PREFIXES]: Hono };
  sessionGuard: ReturnType<typeof sessionGuard>;
  rooms: OwnerRooms;
  editor: ReturnType<typeof editorRoom>;
  /** The pictures' public files (`/media/*`): on visitor pages, so no session. */
  mediaFiles?: Hono | undefined;
}

/**
 * Every URL of the owner's with its guards, in the order they run (a guard registered after a
 * route never runs for it): private answers for all; body caps before anything reads a body;
 * the rooms before sign-in; the session guard once for each signed-in prefix; the signed-in
 * rooms; the app's pages. Mounted at the root of the site's app.
 */
export function ownerRouteMap(parts: OwnerRouteParts) {
  const app = new Hono<SessionEnv>();
  const api = `${OWNER_API_PREFIX}/*`;
  const pages = `${OWNER_PAGES_PREFIX}/*`;
  // Only our own paths: at the site's root, a `*` would mark every visitor page noindex and uncacheable.
  for (const path of [OWNER_PAGES_PREFIX, pages, api]) app.use(path, privateResponse);
  for (const path of [pages, SIGN_IN_PREFIXES.password, `${SIGN_IN_PREFIXES.passkey}/*`]) app.use(path, signInBodyCap);
  app.use(api, apiBodyCap);
  for (const path of ['/validate', '/publish', '/story-preview'])
    app.use(`${OWNER_API_PREFIX}${ROOM_PREFIXES.content}${path}`, contentBodyCap);

  // Before sign-in.
  app.route(SIGN_IN_PREFIXES.pages, parts.signIn.pages);
  app.route(SIGN_IN_PREFIXES.password, parts.signIn.password);
  app.route(SIGN_IN_PREFIXES.passkey, parts.signIn.passkey);
  app.route(SIGN_IN_PREFIXES.scripts, parts.signIn.scripts);

  // Everything else of the owner's: a live session, and Origin and CSRF token on every write.
  for (const path of [api, OWNER_PAGES_PREFIX, pages]) app.use(path, parts.sessionGuard);
  app.route('/', ownerRoomsApi(parts.rooms));
  if (parts.mediaFiles) app.route('/', parts.mediaFiles);
  app.all(api, (c) => c.json({ error: 'Not found.' }, 404));
  app.route(OWNER_PAGES_PREFIX, parts.editor);
  return app;
}
