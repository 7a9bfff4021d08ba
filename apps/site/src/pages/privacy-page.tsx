import { PageIntro } from './page-intro';

/** /privacy — the full policy text arrives with issue #7. */
export function PrivacyPage() {
  return (
    <PageIntro eyebrow="Legal" title="Privacy Policy">
      How Rooted Ventures collects, uses and protects your personal data, and the rights you have over it.
    </PageIntro>
  );
}
