import { createMemoryRateLimitStore, type RateLimitStore } from '@rooted/server-kit';
import { Hono } from 'hono';
import type { ContentPublisher } from './content/content-publisher';
import { contentRoom } from './content/content-routes';
import type { RenderStoryPage } from './content/story-page-preview';
import { storiesRoom } from './content/story-preview-route';
import type { AuditAction } from './desk/desk-store';
import { editorRoom, type EditorFiles } from './editor-pages';
import { ownerRouteMap, type WiredRooms } from './owner-route-map';
import type { OwnerMail } from './sign-in/owner-mail';
import type { OwnerAccounts } from './sign-in/owners';
import { passkeyScripts } from './sign-in/passkeys/passkey-scripts';
import { passkeySignInRoom, passkeysRoom } from './sign-in/passkeys/passkey-routes';
import { passwordSignInRoom } from './sign-in/password-sign-in';
import { reauthRoom } from './sign-in/reauth-routes';
import { sessionGuard } from './sign-in/session-guard';
import { accountRoom, ownersRoom, sessionRoom, sessionsRoom } from './sign-in/session-routes';
import type { OwnerSessions } from './sign-in/sessions';
import { createSignInContext } from './sign-in/sign-in-context';
import { signInPagesRoom } from './sign-in/sign-in-pages';
import type { SignInStore } from './sign-in/sign-in-store';

export { ATTEMPT_WINDOW_MS, SIGN_IN_LIMITS } from './sign-in/sign-in-throttle';
export { ADMIN_CONTENT_SECTIONS, ADMIN_SECTIONS, type EditorFiles } from './editor-pages';
export { MAX_CONTENT_BODY_BYTES } from './owner-guards';
export { CSRF_HEADER } from './sign-in/session-guard';

/** Options of {@link createAdminRoutes}. */
export interface AdminRoutesOptions {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  publisher: ContentPublisher;
  /** Passkeys, remembered devices, the owner's view of their sessions. */
  signIn: SignInStore;
  /**
   * The site's public URL (PUBLIC_URL); passkeys are scoped to its host and setup links use it.
   * Default: the server's own loopback address (development; passkeys then work at localhost).
   */
  publicUrl?: string;
  /**
   * Where sign-in attempts are counted. Default: this process's memory. Several instances share
   * one (the lead API's PostgreSQL store), or an attacker gets the limits once per instance.
   */
  rateLimits?: RateLimitStore;
  now?: () => number;
  /**
   * The editor's build (dist/admin: its index.html and assets/), served only behind the session
   * check below, so its HTML and code never reach anyone who is not signed in. Without it
   * (unit tests, a build without the editor) `/admin` says so.
   */
  editor?: EditorFiles;
  /** A story body in Markdown as its page shows it (the site's renderer and sanitiser), for the story preview. */
  renderStoryMarkdown?: (markdown: string) => string;
  /** A story's whole page drawn by the site from a draft, for the story form's Preview; without it there is none. */
  renderStoryPage?: RenderStoryPage;
  /** The pictures' public files (`/media/*`, server/media/media-routes.ts): they need no session. */
  mediaFiles?: Hono;
  /**
   * The rooms the site wires (pictures' uploads, the desk, Health, Settings, Privacy, the front
   * page), mounted with the rest at their prefixes (owner-route-map.ts), behind the session and
   * CSRF check. A room not given is not there (404).
   */
  rooms?: Partial<WiredRooms>;
  /** Records an owner action in the activity trail (publish, rollback). */
  audit?: (entry: { owner: string; action: AuditAction; detail: string }) => Promise<void>;
  /**
   * Mail to owners: another owner's setup link goes to them by mail and is never shown to the
   * owner who asked; account changes are told to their owner. Absent, the link is shown to the
   * (freshly re-authenticated) owner who asked.
   */
  ownerMail?: OwnerMail;
}

/**
 * The owners' side of the server: `/admin` pages and `/api/admin`, each room built here from the
 * sign-in context and the publisher, or handed in by the site, and mounted with its guards by the
 * one route map (owner-route-map.ts). How requests are read (proxy trust, allowed origins) comes
 * from the request's policy, which the site sets once (`requestPolicy` of `@rooted/server-kit`).
 */
export function createAdminRoutes(options: AdminRoutesOptions) {
  const { accounts, sessions, publisher } = options;
  const signIn = createSignInContext({
    sessions,
    store: options.signIn,
    rateLimits: options.rateLimits ?? createMemoryRateLimitStore(),
    publicUrl: options.publicUrl ?? 'http://127.0.0.1',
    siteName: async () => (await publisher.current()).content.company.name,
    now: options.now ?? Date.now,
    ownerMail: options.ownerMail,
    audit: options.audit,
  });
  // A wired room not given is not there: its paths answer 404 like any unknown one.
  const wired = options.rooms ?? {};
  const none = () => new Hono() as never;
  return ownerRouteMap({
    signIn: {
      pages: signInPagesRoom(signIn, accounts),
      scripts: passkeyScripts(),
      password: passwordSignInRoom(signIn, accounts),
      passkey: passkeySignInRoom(signIn),
    },
    sessionGuard: sessionGuard(signIn),
    rooms: {
      session: sessionRoom(signIn),
      sessions: sessionsRoom(signIn),
      account: accountRoom(signIn, accounts),
      reauth: reauthRoom(signIn, accounts),
      owners: ownersRoom(signIn, accounts),
      passkeys: passkeysRoom(signIn),
      content: contentRoom({ publisher, renderStoryPage: options.renderStoryPage, audit: options.audit }),
      stories: storiesRoom(options.renderStoryMarkdown),
      media: wired.media ?? none(),
      desk: wired.desk ?? none(),
      health: wired.health ?? none(),
      settings: wired.settings ?? none(),
      privacy: wired.privacy ?? none(),
      frontPage: wired.frontPage ?? none(),
    },
    editor: editorRoom(options.editor),
    mediaFiles: options.mediaFiles,
  });
}
