import { useLocation } from 'react-router-dom';
import { findProgramme } from '../content/programmes';
import { NotFoundPage } from './not-found-page';
import { ProgrammeBenefits, ProgrammeClosing, ProgrammeSteps } from './programme/programme-body';
import { ProgrammeHero } from './programme/programme-hero';

/** One component for the ten programme landing pages, driven by content/programmes.ts. */
export function ProgrammePage() {
  const { pathname } = useLocation();
  const programme = findProgramme(pathname);
  if (!programme) return <NotFoundPage />;
  return (
    <>
      <ProgrammeHero programme={programme} />
      <ProgrammeBenefits programme={programme} />
      <ProgrammeSteps programme={programme} />
      <ProgrammeClosing programme={programme} />
    </>
  );
}
