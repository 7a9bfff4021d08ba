import { coworkingSpaces } from './programme-copy/coworking-spaces';
import { impactInvestment } from './programme-copy/impact-investment';
import { localEntrepreneurs } from './programme-copy/local-entrepreneurs';
import { peerMentoring } from './programme-copy/peer-mentoring';
import type { Programme, ProgrammeCopy } from './programme-copy/programme-types';
import { regionalInvesting } from './programme-copy/regional-investing';
import { socialImpactTech } from './programme-copy/social-impact-tech';
import { socialInnovationWorkshops } from './programme-copy/social-innovation-workshops';
import { startupMentorship } from './programme-copy/startup-mentorship';
import { sustainableBusiness } from './programme-copy/sustainable-business';
import { womenEntrepreneurs } from './programme-copy/women-entrepreneurs';
import { programmeIndex } from './programme-index';

/** Each page's copy by slug; a slug without copy throws as soon as the module loads (and in the unit tests). */
const copy: Readonly<Record<string, ProgrammeCopy>> = {
  'sustainable-business': sustainableBusiness,
  'startup-mentorship': startupMentorship,
  'impact-investment': impactInvestment,
  'social-innovation-workshops': socialInnovationWorkshops,
  'peer-mentoring': peerMentoring,
  'women-entrepreneurs': womenEntrepreneurs,
  'local-entrepreneurs': localEntrepreneurs,
  'regional-investing': regionalInvesting,
  'social-impact-tech': socialImpactTech,
  'coworking-spaces': coworkingSpaces,
};

/**
 * The ten programme landing pages in their fixed order, summary and copy
 * together: the one data module behind the one page component. Code that needs
 * only paths and titles imports `programmeIndex` (programme-index.ts) instead,
 * so the copy stays out of the entry bundle.
 */
export const programmes: readonly Programme[] = programmeIndex.map((summary) => {
  const pageCopy = copy[summary.slug];
  if (!pageCopy) throw new Error(`No landing page copy for programme "${summary.slug}".`);
  return { ...summary, ...pageCopy };
});
