import { describe, expect, it } from 'vitest';
import { publicOrigin, relyingPartyFor } from './relying-party';

describe("the passkeys' relying party", () => {
  it("is the public URL's host and origin, whatever address the request came in on", () => {
    expect(relyingPartyFor('https://rooted.example', 'http://127.0.0.1:4173/api/admin/passkey/sign-in')).toEqual({
      id: 'rooted.example',
      origin: 'https://rooted.example',
    });
    expect(publicOrigin('https://rooted.example', 'http://127.0.0.1:4173/x')).toBe('https://rooted.example');
  });

  it("is localhost with the request's port on a loopback development server (browsers refuse an IP address)", () => {
    expect(relyingPartyFor('http://127.0.0.1:0', 'http://localhost:41234/admin')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:41234',
    });
    expect(relyingPartyFor('http://[::1]:4173', 'http://127.0.0.1:4173/admin')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:4173',
    });
    expect(publicOrigin('http://127.0.0.1:0', 'http://127.0.0.1:5000/admin')).toBe('http://127.0.0.1:5000');
  });
});
