import type { Challenge } from 'altcha-lib';
import type { LeadKind } from '../schemas.js';
import { FORM_TOKEN_TTL_MS, issueFormToken, verifyFormToken, type FormToken } from './form-token.js';
import { createFormChallenge, DEFAULT_POW_KEY_PREFIX, verifyFormProof } from './proof-of-work.js';
import { assertSigningKeys, type SigningKeys } from './signing.js';
import { createMemoryUsedNonceStore, type UsedNonceStore } from './used-nonces.js';

/** Options of the lead handler's bot defence. */
export interface BotDefenceOptions {
  /**
   * Signing secrets (16+ characters): the first signs new tokens and challenges, every one is
   * accepted, so a rotated-out secret can stay listed until the tokens it signed have expired.
   */
  secrets: readonly string[];
  /** Proof-of-work difficulty as a hex prefix of the derived key (default `'000'`, 1 in 4096), or false for none. */
  proofOfWork?: { keyPrefix?: string } | false;
  /** How long a form token is valid (default 24 h). */
  tokenTtlMs?: number;
  /**
   * Where used tokens are remembered. Default: this process's memory. Several instances must
   * share one (e.g. `openPostgresStores().usedNonces`), or a token is accepted once at each.
   */
  usedNonces?: UsedNonceStore;
}

/** What `GET /leads/form-token` answers. */
export interface FormTokenGrant {
  /** Send back as `formToken` with the lead. */
  token: string;
  /** Solve and send back as `proof: {challenge, solution}`; null when proof of work is off. */
  challenge: Challenge | null;
  /** The minimum fill time of this form, counted from now on the server's clock. */
  minFillMs: number;
}

/** A refusal the browser can act on: HTTP status, a machine code and a sentence for people. */
export interface DefenceRefusal {
  status: 400 | 403;
  code: string;
  error: string;
}

const TOKEN_REFUSALS: Record<string, DefenceRefusal> = {
  missing: {
    status: 400,
    code: 'form-token-missing',
    error: 'The form token is missing. Please reload the page and try again.',
  },
  malformed: {
    status: 400,
    code: 'form-token-invalid',
    error: 'The form token is not valid. Please reload the page and try again.',
  },
  forged: {
    status: 403,
    code: 'form-token-invalid',
    error: 'The form token is not valid. Please reload the page and try again.',
  },
  expired: {
    status: 400,
    code: 'form-token-expired',
    error: 'This form has expired. Please reload the page and try again.',
  },
  'wrong-form': {
    status: 400,
    code: 'form-token-wrong-form',
    error: 'The form token belongs to another form. Please reload the page and try again.',
  },
  used: {
    status: 400,
    code: 'form-token-used',
    error: 'This form was already sent. Please reload the page to send it again.',
  },
};

const PROOF_REFUSALS: Record<string, DefenceRefusal> = {
  missing: {
    status: 400,
    code: 'proof-missing',
    error: 'The anti-spam check is missing. Please wait a moment and try again.',
  },
  invalid: {
    status: 403,
    code: 'proof-invalid',
    error: 'The anti-spam check failed. Please reload the page and try again.',
  },
  'wrong-form': {
    status: 403,
    code: 'proof-invalid',
    error: 'The anti-spam check failed. Please reload the page and try again.',
  },
};

/** The handler's bot defence: issues tokens with challenges, checks them, remembers used ones. */
export interface BotDefence {
  grant(kind: LeadKind, now: number, minFillMs: number): Promise<FormTokenGrant>;
  /** Checks the token and proof of a submission; reserves the token on success. */
  check(
    input: { formToken?: unknown; proof?: unknown },
    kind: LeadKind,
    now: number,
  ): Promise<{ ok: true; token: FormToken } | { ok: false; refusal: DefenceRefusal }>;
  /** Gives a reserved token back (the lead could not be stored, so the visitor may resend it). */
  release(nonce: string): Promise<void>;
}

/** Builds the bot defence from its options. */
export function createBotDefence(options: BotDefenceOptions): BotDefence {
  const keys = [...options.secrets];
  assertSigningKeys(keys);
  const ring: SigningKeys = keys;
  const ttlMs = options.tokenTtlMs ?? FORM_TOKEN_TTL_MS;
  const pow =
    options.proofOfWork === false ? null : { keyPrefix: options.proofOfWork?.keyPrefix ?? DEFAULT_POW_KEY_PREFIX };
  const used = options.usedNonces ?? createMemoryUsedNonceStore();

  return {
    async grant(kind, now, minFillMs) {
      const { token, nonce } = await issueFormToken(kind, now, ring);
      return { token, challenge: pow ? await createFormChallenge(nonce, ring, pow.keyPrefix) : null, minFillMs };
    },
    async check(input, kind, now) {
      const verified = await verifyFormToken(input.formToken, kind, now, ring, ttlMs);
      if (!verified.ok) return { ok: false, refusal: TOKEN_REFUSALS[verified.problem] as DefenceRefusal };
      const { nonce } = verified.token;
      if (await used.has(nonce, now)) return { ok: false, refusal: TOKEN_REFUSALS.used as DefenceRefusal };
      if (pow) {
        const proof = await verifyFormProof(input.proof, nonce, ring);
        if (!proof.ok) return { ok: false, refusal: PROOF_REFUSALS[proof.problem] as DefenceRefusal };
      }
      // Recorded after the other checks, in one atomic step with the check (in the store): two
      // copies of one submission racing, at one instance or two, must not both pass.
      if (await used.use(nonce, verified.token.issuedAt + ttlMs, now))
        return { ok: false, refusal: TOKEN_REFUSALS.used as DefenceRefusal };
      return { ok: true, token: verified.token };
    },
    release(nonce) {
      return used.forget(nonce);
    },
  };
}
