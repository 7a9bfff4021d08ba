import { isSet, type ProbeResult, type ReadinessConfig } from '@rooted/readiness';

/** Key name the probe uses; its spec entry must be valid for the probe to run. */
export const PROVIDER_KEY = 'OMNISEND_API_KEY';

/**
 * Verifies the Omnisend key with one `GET {OMNISEND_API_URL}/contacts?limit=1` (10 s timeout,
 * no retry). Skipped (undefined) when the key is missing or invalid. Never throws: a failed
 * probe only makes `provider-connection` incomplete. The key travels in the request header only.
 */
export async function probeProvider(
  config: ReadinessConfig,
  values: Record<string, string | undefined>,
): Promise<ProbeResult | undefined> {
  const spec = config.variables.find((v) => v.key === PROVIDER_KEY);
  const apiKey = values[PROVIDER_KEY];
  if (!spec || !isSet(apiKey) || apiKey === spec.placeholder || spec.validator(apiKey) !== true) return undefined;
  try {
    // Loaded on demand: a plain check never pays for the HTTP client's start-up.
    const { createOmnisendClient } = await import('@rooted/omnisend');
    const baseUrl = values.OMNISEND_API_URL;
    const client = createOmnisendClient({
      apiKey,
      ...(isSet(baseUrl) ? { baseUrl } : {}),
      retry: false,
      timeoutMs: 10_000,
    });
    const result = await client.testConnection();
    return { ok: result.ok, ...(result.status === undefined ? {} : { status: result.status }) };
  } catch {
    return { ok: false };
  }
}
