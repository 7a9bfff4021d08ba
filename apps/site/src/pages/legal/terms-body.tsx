import { termsText } from '../../copy/legal/terms-text';
import { LegalPage } from './legal-page';

/** /terms — the terms of service. */
export function TermsBody() {
  return <LegalPage title="Terms of Service" text={termsText} />;
}
