/** Test helpers for the site's tests of the mounted owner's API. */
export { editorFilesOf, ORIGIN, OWNER, testAdmin } from './owner-api';
export { wholeOwnerApi } from './whole-owner-api';
export { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './smtp-inbox';
export { OWNER_API_PREFIX, OWNER_PAGES_PREFIX, ROOM_PREFIXES, SIGN_IN_PREFIXES } from '../owner-route-map';
