/**
 * The owner's API: what the site mounts to give its owners `/admin` (sign-in, content and
 * publishing, stories, pictures, the desk, health, settings, notifications, privacy requests),
 * and the stores it keeps, which the site's database room opens on SQLite or PostgreSQL.
 */
export { createOwnerApi, CONTENT_CATCH_UP_MS, type OwnerApi, type OwnerApiDeps } from './owner-api';
export type { EditorFiles } from './owner-routes';
export type { PreviewTheme, RenderStoryPage } from './content/story-page-preview';
export type { OwnerMail } from './sign-in/owner-mail';
export type { OwnerStores } from './owner-stores';
export { OWNER_FEATURES, openSqliteOwnerStores, postgresOwnerStoresOn } from './database/open-owner-stores';
export { notificationSchema, openSqliteNotificationOutbox } from './notifications/notification-outbox';
export { mailSchema, openSqliteMailOutbox } from './mail/mail-outbox';
export type { MailStatus } from './mail/mail';
export type { BackupStatus } from './desk/backups';
export type { OwnerEvent } from './mail/owner-mail-text';
// The site's backups re-apply erasures after a restore with the same erasure as the owner's, and
// keep each proof's salted hash in a ledger beside the backups.
export { createPrivacyService, hashAddress } from './privacy/privacy-service';
export type { ErasureProof, PrivacyStore } from './privacy/privacy-store';
