/**
 * Which earlier builds' hashed assets a new build keeps (see keep-assets.ts and
 * docs/decisions/0014). Pure, so the rule is unit-tested without a build.
 */

/** One build: when it was made and the files its own pages and chunks ask for, under assets/. */
export interface BuildRecord {
  id: string;
  builtAt: string;
  files: string[];
}

/** `asset-history.json` in the client directory: the current build first, then the kept ones. */
export interface AssetHistory {
  builds: BuildRecord[];
}

/** How long a replaced build's files stay: the last few builds, and none replaced too long ago. */
export interface RetentionPolicy {
  /** Earlier builds kept at most. */
  builds: number;
  /** How long after it was replaced an earlier build is kept, in milliseconds. */
  maxAgeMs: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { builds: 3, maxAgeMs: 7 * 24 * 60 * 60 * 1000 };

/** The new history and the earlier files to copy next to the new build's (those it does not have itself). */
export interface RetentionPlan {
  history: AssetHistory;
  copy: string[];
}

/**
 * Puts `current` in front of `previous` and keeps the earlier builds the policy allows. A build
 * is replaced when the one after it is built, so its age counts from that build's `builtAt`.
 */
export function planRetention(
  previous: AssetHistory | null,
  current: BuildRecord,
  policy: RetentionPolicy = DEFAULT_RETENTION,
): RetentionPlan {
  const now = Date.parse(current.builtAt);
  const earlier = (previous?.builds ?? []).filter((build) => build.id !== current.id);
  const kept: BuildRecord[] = [];
  let replacedAt = now;
  for (const build of earlier) {
    if (kept.length >= policy.builds || now - replacedAt > policy.maxAgeMs) break;
    kept.push(build);
    replacedAt = Date.parse(build.builtAt);
  }
  const own = new Set(current.files);
  const copy = [...new Set(kept.flatMap((build) => build.files))].filter((file) => !own.has(file)).sort();
  return { history: { builds: [current, ...kept] }, copy };
}

/** Reads a history file's JSON; anything else (no file, an older format) counts as no history. */
export function parseHistory(text: string | null): AssetHistory | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AssetHistory>;
    const valid =
      Array.isArray(value.builds) &&
      value.builds.every((b) => typeof b?.id === 'string' && typeof b.builtAt === 'string' && Array.isArray(b.files));
    return valid ? (value as AssetHistory) : null;
  } catch {
    return null;
  }
}
