/**
 * What the site server answers the owner's account routes with: one definition, read by the
 * editor and by the owner's API that writes it (server/sign-in/), so the two
 * cannot drift apart.
 */

/** One live session as the owner's list shows it. */
export interface SessionSummary {
  /** The hash the database keeps (never the cookie's value): names the session to end it. */
  id: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
  ip: string | null;
  method: string | null;
}

/** A session in `GET /api/admin/sessions`: the summary, and whether it is this browser's. */
export interface ListedSession extends SessionSummary {
  current: boolean;
}
