import { termsText } from '../content/legal/terms-text';
import { LegalPage } from './legal/legal-page';

/** /terms — the terms of service. */
export function TermsPage() {
  return <LegalPage title="Terms of Service" text={termsText} />;
}
