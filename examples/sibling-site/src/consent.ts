import { newsletterConsentText, type NewsletterConsent } from '@rooted/ui/newsletter-form';

/**
 * The newsletter's consent line in Spanish and its version. The form shows it and the server
 * (`consentTexts` in server/main.ts) holds it by version, so the consent record keeps exactly this
 * sentence. Reworded? Give it a new version, and keep the old one in `consentTexts` while pages
 * showing it may still be open.
 */
export const newsletterConsent: NewsletterConsent = {
  text: 'Una carta al mes con historias de nuestras cooperativas. Puedes darte de baja cuando quieras. Consulta nuestra',
  linkText: 'Política de privacidad',
  version: 'colmena-boletin-es-2026-11-26',
};

/** Every consent sentence this site shows, by version: the server's `consentTexts`. */
export const consentTexts: Record<string, string> = {
  [newsletterConsent.version]: newsletterConsentText(newsletterConsent),
};
