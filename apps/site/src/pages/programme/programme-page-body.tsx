import type { Programme } from '../../copy/programme-copy/programme-types';
import { ProgrammeBenefits, ProgrammeClosing, ProgrammeSteps } from './programme-body';
import { ProgrammeHero } from './programme-hero';

/** The body of the ten programme landing pages: one component, fed with one programme's data. */
export function ProgrammePageBody({ programme }: { programme: Programme }) {
  return (
    <>
      <ProgrammeHero programme={programme} />
      <ProgrammeBenefits programme={programme} />
      <ProgrammeSteps programme={programme} />
      <ProgrammeClosing programme={programme} />
    </>
  );
}
