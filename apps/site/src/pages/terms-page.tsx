import { PageIntro } from './page-intro';

/** /terms — the full terms text arrives with issue #7. */
export function TermsPage() {
  return (
    <PageIntro eyebrow="Legal" title="Terms of Service">
      The terms that apply when you use the Rooted Ventures website and its forms.
    </PageIntro>
  );
}
