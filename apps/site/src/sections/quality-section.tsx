import { QualityAssurance } from '@rooted/ui/quality';
import { quality } from '../copy/quality';

/** The quality assurance section (#quality). */
export function QualitySection() {
  return <QualityAssurance id="quality" {...quality} />;
}
