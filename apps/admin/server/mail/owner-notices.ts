import type { OwnerSettings } from '../desk/owner-settings';
import type { OwnerAccounts } from '../sign-in/owners';
import { mailJob } from './mail-job';
import type { Mail } from './mail';
import { ownerMail, type OwnerEvent } from './owner-mail-text';

/** How an owner wants to hear from the site by email. */
export type EmailChoice = 'each' | 'daily' | 'off';
export const EMAIL_CHOICES: readonly EmailChoice[] = ['each', 'daily', 'off'];

/** Where an owner's choice is kept: a setting of its own per owner address. */
export const emailChoiceKey = (owner: string) => `email-notifications:${owner.trim().toLowerCase()}` as const;

/**
 * An owner who never opens the owner's pages must still hear of every message and request, so
 * every owner gets each event by email until they choose otherwise.
 */
export const DEFAULT_EMAIL_CHOICE: EmailChoice = 'each';

/** Reads one owner's choice. */
export async function emailChoiceOf(settings: OwnerSettings, owner: string): Promise<EmailChoice> {
  const stored = await settings.get(emailChoiceKey(owner));
  return EMAIL_CHOICES.find((choice) => choice === stored?.value) ?? DEFAULT_EMAIL_CHOICE;
}

/** Options of {@link createOwnerNotices}. */
export interface OwnerNoticesOptions {
  mail: Pick<Mail, 'configured' | 'queue'>;
  accounts: Pick<OwnerAccounts, 'list'>;
  settings: OwnerSettings;
  publicUrl: string;
  now?: () => number;
  newId?: () => string;
  onError?: (error: unknown) => void;
}

/**
 * The owners' notices by email. `notifyOwners(event)` queues one mail per owner who chose "each"
 * (owners on "daily" read it in their summary). Without a mail server nothing is queued: a
 * notice is about now, a pile of them arriving days later when SMTP_URL is set helps no one, and
 * the owner's pages show the same things. `key` makes a notice raised by several instances (or
 * twice for one cause) go out once.
 */
export function createOwnerNotices(options: OwnerNoticesOptions) {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const report =
    options.onError ??
    ((error: unknown) =>
      console.error('Email: could not queue a notice to the owners:', error instanceof Error ? error.message : error));

  /** Queues `event` for every owner whose choice is in `choices`. */
  async function queueFor(event: OwnerEvent, choices: readonly EmailChoice[], key?: string): Promise<number> {
    if (!options.mail.configured) return 0;
    let queued = 0;
    for (const owner of await options.accounts.list()) {
      if (!choices.includes(await emailChoiceOf(options.settings, owner.email))) continue;
      const message = ownerMail(event, owner.email, options.publicUrl);
      // The person a notice is about: the visitor on a lead (an erasure of them reaches it), else the owner.
      const about = event.kind === 'lead' ? event.data.email : owner.email;
      const job = mailJob(`notice-${newId()}`, about, message, now());
      await options.mail.queue(key ? { ...job, idempotencyKey: `${key}:${owner.email}` } : job);
      queued += 1;
    }
    return queued;
  }

  return {
    /**
     * Tells every owner who wants each event by email. Never throws and never waits for the mail
     * server: the mail is queued, and a failure to queue is logged (the event itself is already
     * recorded where it belongs).
     */
    async notifyOwners(event: OwnerEvent, key?: string): Promise<void> {
      try {
        await queueFor(event, ['each'], key);
      } catch (error) {
        report(error);
      }
    },
    /** For the daily summary and reminders: queue to the owners of these choices; throws. */
    queueFor,
  };
}

/** The notices' type. */
export type OwnerNotices = ReturnType<typeof createOwnerNotices>;
