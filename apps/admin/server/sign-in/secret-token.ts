import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps of a session id or setup token: its SHA-256. A copy of the database
 * then lets nobody sign in, while a lookup stays one indexed query (the token has 256 random bits,
 * so a fast hash is enough; passwords, which people choose, get scrypt instead).
 */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
