/** Who the passkeys are for: the id browsers scope them to, and the origins whose answers count. */
export interface RelyingParty {
  id: string;
  origin: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The relying party of a request, from the site's own public URL (PUBLIC_URL, else the first
 * allowed origin, else the server's address): its host is the passkeys' id and its origin the only
 * one accepted. A development server on a loopback address is the exception: browsers refuse an IP
 * address as an id, so it is `localhost`, and the origin is the request's own (its port is only
 * known once the server listens). Open such a server as `http://localhost:<port>` to use passkeys.
 */
export function relyingPartyFor(publicUrl: string, requestUrl: string): RelyingParty {
  const site = new URL(publicUrl);
  if (!LOOPBACK.has(site.hostname)) return { id: site.hostname, origin: site.origin };
  const request = new URL(requestUrl);
  return { id: 'localhost', origin: `${request.protocol}//localhost${request.port ? `:${request.port}` : ''}` };
}

/** The origin links to the site are written with: the public URL, or the request's own on a loopback development server. */
export function publicOrigin(publicUrl: string, requestUrl: string): string {
  const site = new URL(publicUrl);
  return LOOPBACK.has(site.hostname) ? new URL(requestUrl).origin : site.origin;
}
