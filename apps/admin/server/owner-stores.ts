import type { RateLimitStore } from '@rooted/server-kit';
import type { LeadList } from '@rooted/lead-capture';
import type { ContentVersions } from './content/content-versions';
import type { OwnerAccounts } from './sign-in/owners';
import type { OwnerSessions } from './sign-in/sessions';
import type { SignInStore } from './sign-in/sign-in-store';
import type { MediaStore } from './media/media-store';
import type { DeskStore } from './desk/desk-store';
import type { LeadDays } from './desk/lead-days';
import type { OwnerSettings } from './desk/owner-settings';
import type { PrivacyStore } from './privacy/privacy-store';

/** The owners' side of the stores: accounts, sessions, published versions and pictures. */
export interface OwnerStores {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  versions: ContentVersions;
  /** Passkeys, remembered devices, the owner's view of their sessions. */
  signIn: SignInStore;
  media: MediaStore;
  /** The owner's desk: the activity trail and the leads marked handled. */
  desk: DeskStore;
  /** Leads accepted per day and form, for the Health section. */
  leadDays: LeadDays;
  /** The owners' settings (the notification webhook). */
  settings: OwnerSettings;
  /** People's requests about their data, and the proofs of erasures. */
  privacy: PrivacyStore;
  /** On the shared database: the owner's list of leads (on SQLite the outbox itself lists them). */
  leadList?: LeadList;
  /** On a shared database: the sign-in limits every instance counts into. */
  rateLimits?: RateLimitStore;
  /** Several instances may publish: each must look for the others' publishes. */
  shared: boolean;
  /** On the shared database: hands an error to the outage watch; true when it was the outage (already logged). */
  reportOutage?: (error: unknown) => boolean;
}
