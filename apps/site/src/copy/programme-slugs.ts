/**
 * The ten programme paths, in their fixed order. The router needs only these, so
 * they live apart from the titles and copy (kept out of the entry bundle);
 * programme-index.ts describes exactly these slugs (checked by its test).
 */
export const programmeSlugs = [
  'sustainable-business',
  'startup-mentorship',
  'impact-investment',
  'social-innovation-workshops',
  'peer-mentoring',
  'women-entrepreneurs',
  'local-entrepreneurs',
  'regional-investing',
  'social-impact-tech',
  'coworking-spaces',
] as const;

export type ProgrammeSlug = (typeof programmeSlugs)[number];
