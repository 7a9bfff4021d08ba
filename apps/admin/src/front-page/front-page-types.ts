/**
 * What the front page's routes answer, as the owner's app reads it. The app owns the shapes; its
 * API (server/front-page/) imports them.
 */
import type { HealthLine } from '../desk/desk-types';

/** A message that waits for the owner's answer. Personal data: only for a signed-in owner. */
export interface WaitingMessage {
  id: string;
  form: string;
  name: string | null;
  email: string | null;
  receivedAt: number;
}

/** A confirmed privacy request not answered yet, with its legal deadline. */
export interface OpenRequest {
  id: string;
  kind: 'access' | 'erasure';
  confirmedAt: number;
  deadline: number;
  /** Whole days until the deadline (0: its last 24 hours; negative: late). */
  daysLeft: number;
}

/** A step only the owner can take outside the site, kept until she ticks it done. */
export interface StepLeft {
  key: string;
  text: string;
  /** When the erasure that left it happened. */
  at: number;
}

/** Whether the owner's emails go out (another part of the server sends them). */
export interface EmailStatus {
  configured: boolean;
  /** Why sending is paused, in plain words; absent while it works. */
  paused?: string;
  /** Emails waiting to be sent. */
  waiting: number;
}

/**
 * A backup that needs the owner: the latest run failed (when, why in words without data, and the
 * last good one), or the last backup is older than a day and a half.
 */
export type BackupProblem =
  { kind: 'failed'; at: number; reason: string; lastAt: number | null } | { kind: 'late'; lastAt: number };

/** The counts beside the navigation's links. */
export interface NavBadges {
  /** Everything on the front page that needs the owner. */
  home: number;
  /** Messages not handled and leads not delivered. */
  leads: number;
  /** Open requests and steps left after erasures. */
  privacy: number;
}

/** The front page: what needs the owner now. */
export interface FrontPageView {
  messages: { count: number; more: boolean; newest: WaitingMessage[] };
  requests: OpenRequest[];
  steps: StepLeft[];
  deadLeads: number;
  /** The delivery health's lines that need something (none when delivery works). */
  delivery: HealthLine[];
  email: EmailStatus;
  /** The backups, when they need her; null while they work (or this server keeps none). */
  backup: BackupProblem | null;
  badges: NavBadges;
}
