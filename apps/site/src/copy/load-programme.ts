import type { Programme, ProgrammeCopy } from './programme-copy/programme-types';
import { programmeIndex } from './programme-index';
import type { ProgrammeSlug } from './programme-slugs';

/** One dynamic import per landing page, so a visitor downloads only the copy of the page they open. */
const copyLoaders: Readonly<Record<ProgrammeSlug, () => Promise<ProgrammeCopy>>> = {
  'sustainable-business': () => import('./programme-copy/sustainable-business').then((m) => m.sustainableBusiness),
  'startup-mentorship': () => import('./programme-copy/startup-mentorship').then((m) => m.startupMentorship),
  'impact-investment': () => import('./programme-copy/impact-investment').then((m) => m.impactInvestment),
  'social-innovation-workshops': () =>
    import('./programme-copy/social-innovation-workshops').then((m) => m.socialInnovationWorkshops),
  'peer-mentoring': () => import('./programme-copy/peer-mentoring').then((m) => m.peerMentoring),
  'women-entrepreneurs': () => import('./programme-copy/women-entrepreneurs').then((m) => m.womenEntrepreneurs),
  'local-entrepreneurs': () => import('./programme-copy/local-entrepreneurs').then((m) => m.localEntrepreneurs),
  'regional-investing': () => import('./programme-copy/regional-investing').then((m) => m.regionalInvesting),
  'social-impact-tech': () => import('./programme-copy/social-impact-tech').then((m) => m.socialImpactTech),
  'coworking-spaces': () => import('./programme-copy/coworking-spaces').then((m) => m.coworkingSpaces),
};

/** The full landing page data (summary and copy) of one programme, as its route needs it. */
export async function loadProgramme(slug: ProgrammeSlug): Promise<Programme> {
  const summary = programmeIndex.find((programme) => programme.slug === slug);
  if (!summary) throw new Error(`No programme "${slug}" in the programme index.`);
  return { ...summary, ...(await copyLoaders[slug]()) };
}
