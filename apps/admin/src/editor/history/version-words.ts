import type { VersionSummary } from '../../api';

/** A version's date and time as the owner's browser writes them. */
export const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Version 3", "Version 3 (live)": how a version is named in the history's views. */
export const versionName = (version: Pick<VersionSummary, 'id'>, current: number | null) =>
  `Version ${version.id}${version.id === current ? ' (live)' : ''}`;
