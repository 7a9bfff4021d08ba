import { cookiesText } from '../../copy/legal/cookies-text';
import { LegalPage } from './legal-page';

/** /cookies — what the site keeps in the browser and why (docs/decisions/0015). */
export function CookiesBody() {
  return <LegalPage title="Cookie and Storage Policy" text={cookiesText} />;
}
