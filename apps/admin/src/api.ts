import type { InferResponseType } from 'hono/client';
import { answer, csrf, owner } from './owner-client';

export { ApiError, read } from './read-answer';

/** The content API of our own server; every call is same-origin and sends the session cookie. */

// The answers' types are the server's routes' own (owner-route-map.ts), not written again here.
/** Who is signed in, and the CSRF token each write sends. */
export type Session = InferResponseType<typeof owner.session.$get>;
/** The answer to Publish or a rollback: the new version, or (422) the draft's issues. */
export type PublishAnswer = InferResponseType<typeof owner.content.publish.$post>;
/** A published version as the history lists it. */
export type VersionSummary = InferResponseType<typeof owner.content.versions.$get>['versions'][number];
/** What Check answers: fine, or (422) the draft's issues. */
export type CheckResult = InferResponseType<typeof owner.content.validate.$post>;

const version = () => owner.content.versions[':id{[0-9]+}'];
const versionId = (id: number) => ({ param: { id: String(id) } });

export const api = {
  session: () => answer(owner.session.$get()),
  signOut: (csrfToken: string) => owner.session.$delete(undefined, csrf(csrfToken)),
  content: () => answer(owner.content.$get()),
  check: (content: unknown, csrfToken: string) =>
    answer(owner.content.validate.$post({ json: { content } }, csrf(csrfToken)), [422]),
  publish: (content: unknown, csrfToken: string) =>
    answer(owner.content.publish.$post({ json: { content } }, csrf(csrfToken)), [422]),
  versions: () => answer(owner.content.versions.$get()),
  version: (id: number) => answer(version().$get(versionId(id))),
  /** A story body as its page will show it, rendered by the server's own renderer and sanitiser. */
  storyPreview: (markdown: string, csrfToken: string) =>
    answer(owner.stories.preview.$post({ json: { markdown } }, csrf(csrfToken))),
  /** A story's whole page drawn by the site from the draft, in a theme: nothing is published. */
  storyPage: (content: Record<string, unknown>, slug: string, theme: 'light' | 'dark', csrfToken: string) =>
    answer(owner.content['story-preview'].$post({ json: { content, slug, theme } }, csrf(csrfToken)), [422]),
  rollback: (id: number, csrfToken: string) => answer(version().rollback.$post(versionId(id), csrf(csrfToken))),
};
