import { privacyText } from '../../copy/legal/privacy-text';
import { LegalPage } from './legal-page';

/** /privacy — the privacy policy (GDPR Art. 13). */
export function PrivacyBody() {
  return <LegalPage title="Privacy Policy" text={privacyText} />;
}
