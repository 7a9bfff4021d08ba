import { privacyText } from '../../copy/legal/privacy-text';
import { LegalPage } from './legal-page';
import { PrivacyRequestForm } from './privacy-request-form';

/** /privacy — the privacy policy (GDPR Art. 13). */
export function PrivacyBody() {
  return <LegalPage title="Privacy Policy" text={privacyText} after={{ 'your-data': <PrivacyRequestForm /> }} />;
}
