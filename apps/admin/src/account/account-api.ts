import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ApiError } from '../api';
import { assertPasskeyAddress } from './passkey-address';
import type { ListedSession } from './account-types';

/** The owner's account on our server: passkeys, sessions, password, setup links for others. */

export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}
export interface PasskeyOverview {
  passkeys: Passkey[];
  requirePasskey: boolean;
  hasPassword: boolean;
}

/** The server wants the owner to prove again who they are before it does what was asked. */
export class ReauthenticationNeeded extends ApiError {}

/** A setup link for another owner: shown to the caller, or (with mail) sent to that owner. */
export type SetupLinkAnswer = { email: string; link: string } | { email: string; sent: true };

async function send<T>(path: string, method: string, csrfToken: string, body?: unknown): Promise<T> {
  const headers = new Headers({ 'x-csrf-token': csrfToken });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string; reauthenticate?: boolean };
    if (response.status === 403 && answer.reauthenticate === true)
      throw new ReauthenticationNeeded(answer.error ?? 'Confirm it is you first.', 403);
    throw new ApiError(answer.error ?? `The server answered ${response.status}.`, response.status);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const accountApi = {
  passkeys: () => send<PasskeyOverview>('/api/admin/passkeys', 'GET', ''),
  /** Asks the browser for a new passkey and keeps it under `name`. */
  async addPasskey(name: string, csrfToken: string) {
    assertPasskeyAddress(window.location.hostname);
    const optionsJSON = await send<PublicKeyCredentialCreationOptionsJSON>(
      '/api/admin/passkeys/options',
      'POST',
      csrfToken,
      {},
    );
    const response = await startRegistration({ optionsJSON });
    return send<PasskeyOverview>('/api/admin/passkeys', 'POST', csrfToken, { response, name });
  },
  renamePasskey: (id: string, name: string, csrfToken: string) =>
    send<PasskeyOverview>(`/api/admin/passkeys/${id}`, 'PATCH', csrfToken, { name }),
  removePasskey: (id: string, csrfToken: string) =>
    send<PasskeyOverview>(`/api/admin/passkeys/${id}`, 'DELETE', csrfToken),
  requirePasskey: (required: boolean, csrfToken: string) =>
    send<PasskeyOverview>('/api/admin/passkeys/required', 'PUT', csrfToken, { required }),
  sessions: () => send<{ sessions: ListedSession[] }>('/api/admin/sessions', 'GET', ''),
  endSession: (id: string, csrfToken: string) => send<void>(`/api/admin/sessions/${id}`, 'DELETE', csrfToken),
  endAllSessions: (csrfToken: string) => send<void>('/api/admin/sessions', 'DELETE', csrfToken),
  changePassword: (current: string, password: string, csrfToken: string) =>
    send<{ ok: true }>('/api/admin/account/password', 'POST', csrfToken, { current, password }),
  setupLink: (email: string, csrfToken: string) =>
    send<SetupLinkAnswer>('/api/admin/owners/setup-link', 'POST', csrfToken, { email }),
  reauthenticate: (password: string, csrfToken: string) =>
    send<{ ok: true }>('/api/admin/account/reauthenticate', 'POST', csrfToken, { password }),
  /** Asks the browser for one of the owner's passkeys to confirm it is them. */
  async reauthenticateWithPasskey(csrfToken: string) {
    assertPasskeyAddress(window.location.hostname);
    const optionsJSON = await send<PublicKeyCredentialRequestOptionsJSON>(
      '/api/admin/account/reauthenticate/passkey/options',
      'POST',
      csrfToken,
      {},
    );
    const response = await startAuthentication({ optionsJSON });
    return send<{ ok: true }>('/api/admin/account/reauthenticate/passkey', 'POST', csrfToken, { response });
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
