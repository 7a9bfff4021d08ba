import { MAX_TAGS } from './contact-record';

/**
 * The tags to send with a contact write so that no tag the contact already has is lost.
 *
 * Omnisend's newer contact writes replace the stored tags with the ones sent (its own WordPress
 * client stopped sending tags on writes for that reason), and older versions document nothing
 * either way. So a write carries the union of the stored tags and ours, or no tags at all when
 * every one of ours is already there: a write without tags leaves the stored ones alone.
 *
 * @returns `undefined` when nothing needs to be sent, else the union (stored tags first, in
 *   order, then ours that are new), or `{ tooMany }` when the union would pass Omnisend's cap.
 */
export function tagsToSend(
  existing: readonly string[] | undefined,
  ours: readonly string[],
): { tags?: string[]; tooMany?: number } {
  if (existing === undefined) return ours.length > 0 ? { tags: [...ours] } : {};
  const stored = new Set(existing);
  const missing = ours.filter((tag) => !stored.has(tag));
  if (missing.length === 0) return {};
  const union = [...stored, ...missing];
  return union.length > MAX_TAGS ? { tooMany: union.length } : { tags: union };
}
