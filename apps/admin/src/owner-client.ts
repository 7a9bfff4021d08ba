import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { OwnerRoomsApi } from '../server/owner-route-map';
import { read } from './read-answer';

/**
 * The owner's API through Hono's typed client: its paths, inputs and answers are the server's
 * route map's own type, so none is written again here. Same origin, with the session cookie;
 * each write passes the session's CSRF token in {@link csrf}.
 */
export const owner = hc<OwnerRoomsApi>('/', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, credentials: 'same-origin' }),
}).api.admin;

/** The header a write carries: the session's CSRF token. */
export const csrf = (csrfToken: string) => ({ headers: { 'x-csrf-token': csrfToken } });

/** What a typed answer holds for the statuses taken as answers. */
type JsonOf<R, S extends number> =
  R extends ClientResponse<infer T, infer U, 'json'> ? (U extends S ? T : never) : never;

/** The body of a typed call's answer, read as {@link read} reads every answer; `accept` statuses are answers too. */
export const answer = async <R extends ClientResponse<unknown, number, string>, A extends number = never>(
  request: Promise<R>,
  accept: readonly A[] = [],
): Promise<JsonOf<R, SuccessStatusCode | A>> => read((await request) as unknown as Response, accept);
