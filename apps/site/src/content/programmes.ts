import { coworkingSpaces } from './programme-copy/coworking-spaces';
import { impactInvestment } from './programme-copy/impact-investment';
import { localEntrepreneurs } from './programme-copy/local-entrepreneurs';
import { peerMentoring } from './programme-copy/peer-mentoring';
import type { Programme } from './programme-copy/programme-types';
import { regionalInvesting } from './programme-copy/regional-investing';
import { socialImpactTech } from './programme-copy/social-impact-tech';
import { socialInnovationWorkshops } from './programme-copy/social-innovation-workshops';
import { startupMentorship } from './programme-copy/startup-mentorship';
import { sustainableBusiness } from './programme-copy/sustainable-business';
import { womenEntrepreneurs } from './programme-copy/women-entrepreneurs';

export type { HomeAnchor, Programme, ProgrammeCta, ProgrammePoint } from './programme-copy/programme-types';

/**
 * The ten programme landing pages in the order of spec §2. This one module
 * drives the page component, the route table, the metadata and the tests;
 * each programme's copy lives in its own file under programme-copy/.
 */
export const programmes: readonly Programme[] = [
  sustainableBusiness,
  startupMentorship,
  impactInvestment,
  socialInnovationWorkshops,
  peerMentoring,
  womenEntrepreneurs,
  localEntrepreneurs,
  regionalInvesting,
  socialImpactTech,
  coworkingSpaces,
];

/** The programme whose page lives at `path` ('/peer-mentoring' or '/peer-mentoring/'). */
export function findProgramme(path: string): Programme | undefined {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return programmes.find((programme) => programme.slug === slug);
}
