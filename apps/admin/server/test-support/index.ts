/** Test helpers for the site's tests of the mounted owner's API. */
export { editorFilesOf, ORIGIN, OWNER, testAdmin } from './owner-api';
export { wholeOwnerApi } from './whole-owner-api';
