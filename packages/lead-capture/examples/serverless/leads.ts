/**
 * The lead API of a site whose pages are static files on a CDN and whose API runs on a serverless
 * platform, with PostgreSQL holding every piece of state. One module instance per warm function:
 * the stores and the handler are created on first use and reused by later invocations.
 */
import { createLeadCapture, type LeadCapture } from '@rooted/lead-capture/node';
import { openPostgresStores, type PostgresOutbox } from '@rooted/lead-capture/postgres';

let leads: Promise<LeadCapture<PostgresOutbox>> | undefined;

/** The lead API, opened once per function instance from its environment. */
export function serverlessLeads(
  env: Record<string, string | undefined> = process.env,
): Promise<LeadCapture<PostgresOutbox>> {
  leads ??= openPostgresStores({
    connectionString: env.DATABASE_URL ?? '',
    // A function instance handles one request at a time: a small pool keeps the database's
    // connection count in check when the platform runs many instances.
    maxConnections: 2,
  }).then((stores) =>
    createLeadCapture({
      stores,
      omnisend: {
        apiKey: env.OMNISEND_API_KEY ?? '',
        ...(env.OMNISEND_API_URL ? { baseUrl: env.OMNISEND_API_URL } : {}),
      },
      // No background loop: a function is frozen between requests. The scheduled job delivers.
      autoStart: false,
      // The platform's edge sets X-Forwarded-For; trust one hop.
      trustProxy: 1,
      // Every function instance signs form tokens and confirmation links with the same secret,
      // and the links point at the site's public origin (where api.ts answers /subscribe/confirm).
      signingSecrets: [env.LEADS_SIGNING_SECRET ?? '', env.LEADS_SIGNING_SECRET_PREVIOUS ?? ''].filter(
        (secret) => secret !== '',
      ),
      publicUrl: env.PUBLIC_URL ?? '',
      ...(env.ALLOWED_ORIGINS ? { allowedOrigins: env.ALLOWED_ORIGINS.split(',') } : {}),
    }),
  );
  return leads;
}

/** Closes the stores (tests; a platform's shutdown hook, where it has one). */
export async function closeServerlessLeads(): Promise<void> {
  const open = leads;
  leads = undefined;
  await (await open)?.close();
}
