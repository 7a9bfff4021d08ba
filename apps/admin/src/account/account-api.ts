import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ClientResponse, InferRequestType, InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../api';
import { csrf, owner } from '../owner-client';
import { assertPasskeyAddress } from './passkey-address';

/** The owner's account on our server: passkeys, sessions, password, setup links for others. */

// The answers' types are the server's routes' own (owner-route-map.ts), not written again here.
/** The owner's passkeys and how they may sign in. */
export type PasskeyOverview = InferResponseType<typeof owner.passkeys.$get>;
export type Passkey = PasskeyOverview['passkeys'][number];
/** A setup link for another owner: shown to the caller, or (with mail) sent to that owner. */
export type SetupLinkAnswer = InferResponseType<(typeof owner.owners)['setup-link']['$post'], 201>;

/** The server wants the owner to prove again who they are before it does what was asked. */
export class ReauthenticationNeeded extends ApiError {}

/** What a typed answer holds when it succeeds (nothing for a 204). */
type Answered<R> =
  R extends ClientResponse<infer T, infer U, infer F>
    ? U extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : void
      : never
    : never;

/**
 * The body of an account call's answer. A refusal that asks for a fresh proof of who the owner is
 * throws {@link ReauthenticationNeeded} (the screen asks and tries again); any other failure
 * throws the server's words.
 */
async function settle<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answered<R>> {
  const response = (await request) as unknown as Response;
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string; reauthenticate?: boolean };
    if (response.status === 403 && answer.reauthenticate === true)
      throw new ReauthenticationNeeded(answer.error ?? 'Confirm it is you first.', 403);
    throw new ApiError(answer.error ?? `The server answered ${response.status}.`, response.status);
  }
  return (response.status === 204 ? undefined : await response.json()) as Answered<R>;
}

const passkey = (id: string) => ({ param: { id } });
// Read at the call: the client's module imports the app's API module for `read`.
const onePasskey = () => owner.passkeys[':id{[\\w-]{1,1024}}'];
const reauth = () => owner.account.reauthenticate;
/**
 * The browser's passkey answer as the server's schema reads it: the schema takes the answer's
 * further fields as any string, list or number, which the browser's declared type does not say.
 */
type PasskeyAnswer = InferRequestType<typeof owner.passkeys.$post>['json']['response'];
const asAnswer = (answer: object) => answer as PasskeyAnswer;

export const accountApi = {
  passkeys: () => settle(owner.passkeys.$get()),
  /** Asks the browser for a new passkey and keeps it under `name`. */
  async addPasskey(name: string, csrfToken: string) {
    assertPasskeyAddress(window.location.hostname);
    const optionsJSON = await settle(owner.passkeys.options.$post(undefined, csrf(csrfToken)));
    const response = await startRegistration({ optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON });
    return settle(owner.passkeys.$post({ json: { response: asAnswer(response), name } }, csrf(csrfToken)));
  },
  renamePasskey: (id: string, name: string, csrfToken: string) =>
    settle(onePasskey().$patch({ ...passkey(id), json: { name } }, csrf(csrfToken))),
  removePasskey: (id: string, csrfToken: string) => settle(onePasskey().$delete(passkey(id), csrf(csrfToken))),
  requirePasskey: (required: boolean, csrfToken: string) =>
    settle(owner.passkeys.required.$put({ json: { required } }, csrf(csrfToken))),
  sessions: () => settle(owner.sessions.$get()),
  endSession: (id: string, csrfToken: string) =>
    settle(owner.sessions[':id{[\\w-]{43}}'].$delete({ param: { id } }, csrf(csrfToken))),
  endAllSessions: (csrfToken: string) => settle(owner.sessions.$delete(undefined, csrf(csrfToken))),
  changePassword: (current: string, password: string, csrfToken: string) =>
    settle(owner.account.password.$post({ json: { current, password } }, csrf(csrfToken))),
  setupLink: (email: string, csrfToken: string) =>
    settle(owner.owners['setup-link'].$post({ json: { email } }, csrf(csrfToken))),
  reauthenticate: (password: string, csrfToken: string) =>
    settle(reauth().$post({ json: { password } }, csrf(csrfToken))),
  /** Asks the browser for one of the owner's passkeys to confirm it is them. */
  async reauthenticateWithPasskey(csrfToken: string) {
    assertPasskeyAddress(window.location.hostname);
    const optionsJSON = await settle(reauth().passkey.options.$post(undefined, csrf(csrfToken)));
    const response = await startAuthentication({ optionsJSON: optionsJSON as PublicKeyCredentialRequestOptionsJSON });
    return settle(reauth().passkey.$post({ json: { response: asAnswer(response) } }, csrf(csrfToken)));
  },
};

/** "Chrome on macOS" from a user agent: enough for an owner to recognise a device. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}
