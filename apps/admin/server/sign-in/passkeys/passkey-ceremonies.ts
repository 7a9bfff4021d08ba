import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import type { Owner } from '../owners';
import type { NewPasskey, SignInStore, StoredPasskey } from '../sign-in-store';
import type { RelyingParty } from './relying-party';

/** How long a browser has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What both ceremonies require of an answer: our challenge, our origin and relying party, and a verified user. */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: true,
});

/**
 * The shape of a browser's answer, checked before the library sees it, so a malformed body is a
 * clear 400 instead of a throw deep inside. Lengths bound the work: a real answer is a few KB.
 */
const b64 = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w-]+={0,2}$/);
export const passkeyAnswer = z.object({
  id: b64(1024),
  rawId: b64(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  response: z
    .object({ clientDataJSON: b64(4096) })
    .catchall(z.union([z.string().max(16_384), z.array(z.string().max(32)).max(10), z.number()])),
});

/** The answer, and the challenge it signs, when `value` has the shape of one. */
function parseAnswer(value: unknown): { answer: z.infer<typeof passkeyAnswer>; challenge: string } | undefined {
  const parsed = passkeyAnswer.safeParse(value);
  if (!parsed.success) return undefined;
  try {
    const client = JSON.parse(isoBase64URL.toUTF8String(parsed.data.response.clientDataJSON)) as {
      challenge?: unknown;
    };
    return typeof client.challenge === 'string' && client.challenge.length <= 512
      ? { answer: parsed.data, challenge: client.challenge }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The token kinds challenges are kept under: an answer to one ceremony never passes another. */
export type Ceremony = 'passkey-sign-in' | 'passkey-add' | 'passkey-setup';

/**
 * The two WebAuthn ceremonies over the sign-in store: options with a challenge kept once, and the
 * answer verified against it. Passkeys are discoverable (the browser offers them without an email)
 * and need user verification (a PIN, a fingerprint): the passkey alone is two factors.
 */
export function createPasskeyCeremonies(store: SignInStore) {
  return {
    async registrationOptions(ceremony: Ceremony, rp: RelyingParty, siteName: string, owner: Owner) {
      const existing = await store.passkeys(owner.id);
      const options = await generateRegistrationOptions({
        rpName: siteName,
        rpID: rp.id,
        userName: owner.email,
        userID: new TextEncoder().encode(`owner:${owner.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await store.putToken(ceremony, options.challenge, owner.id, '', CHALLENGE_TTL_MS);
      return options;
    },

    /** The new passkey when `body` answers a live challenge of `ceremony` for `ownerId`, else undefined. */
    async verifyRegistration(
      ceremony: Ceremony,
      rp: RelyingParty,
      ownerId: number,
      body: unknown,
      name: string,
    ): Promise<NewPasskey | undefined> {
      const parsed = parseAnswer(body);
      if (!parsed) return undefined;
      const challenge = await store.takeToken(ceremony, parsed.challenge);
      if (challenge?.ownerId !== ownerId) return undefined;
      const result = await verifyRegistrationResponse({
        response: parsed.answer as unknown as RegistrationResponseJSON,
        ...expected(rp, parsed.challenge),
      }).catch(() => undefined);
      if (!result?.verified) return undefined;
      const { credential } = result.registrationInfo;
      return {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      };
    },

    async authenticationOptions(rp: RelyingParty) {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
      await store.putToken('passkey-sign-in', options.challenge, null, '', CHALLENGE_TTL_MS);
      return options;
    },

    /** The passkey that signed a live sign-in challenge, else undefined. */
    async verifyAuthentication(rp: RelyingParty, body: unknown): Promise<StoredPasskey | undefined> {
      const parsed = parseAnswer(body);
      if (!parsed || !(await store.takeToken('passkey-sign-in', parsed.challenge))) return undefined;
      const passkey = await store.findPasskey(parsed.answer.id);
      if (!passkey) return undefined;
      const result = await verifyAuthenticationResponse({
        response: parsed.answer as unknown as AuthenticationResponseJSON,
        ...expected(rp, parsed.challenge),
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
      }).catch(() => undefined);
      if (!result?.verified) return undefined;
      await store.passkeyUsed(passkey.id, result.authenticationInfo.newCounter);
      return passkey;
    },
  };
}
