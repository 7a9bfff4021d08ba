import { privacyText } from '../content/legal/privacy-text';
import { LegalPage } from './legal/legal-page';

/** /privacy — the privacy policy (GDPR Art. 13, ux-patterns §7). */
export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" text={privacyText} />;
}
