import { describe, expect, it } from 'vitest';
import { assertPasskeyAddress, PASSKEY_NEEDS_NAME, passkeyProblem, passkeysNeedAName } from './passkey-address';

/** The hostname a browser gives for an address typed in the bar. */
const hostOf = (address: string) => new URL(`http://${address}/admin`).hostname;

describe('passkeys on an address that is not a name', () => {
  it('knows IPv4 and IPv6 addresses, however they are typed, from names', () => {
    for (const address of ['127.0.0.1', '192.168.1.20:8080', '127.1', '2130706433', '[::1]', '[2001:db8::7]:3000'])
      expect(passkeysNeedAName(hostOf(address)), address).toBe(true);
    for (const address of [
      'localhost',
      'localhost:4321',
      'rooted.example',
      'www.rooted.example',
      '127.0.0.1.nip.io',
      'xn--bcher-kva.example',
    ])
      expect(passkeysNeedAName(hostOf(address)), address).toBe(false);
  });

  it('refuses before WebAuthn with the plain words, and says the same for the browser refusing the address', () => {
    expect(() => assertPasskeyAddress('127.0.0.1')).toThrow(PASSKEY_NEEDS_NAME);
    expect(() => assertPasskeyAddress('localhost')).not.toThrow();
    const refused = Object.assign(new Error('127.0.0.1 is an invalid domain'), { name: 'SecurityError' });
    expect(passkeyProblem(refused)).toBe(PASSKEY_NEEDS_NAME);
    expect(PASSKEY_NEEDS_NAME).toContain('localhost');
    expect(passkeyProblem(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe(
      'The passkey request was cancelled or timed out.',
    );
    expect(passkeyProblem(new Error('The server answered 500.'))).toBe('The server answered 500.');
  });
});
