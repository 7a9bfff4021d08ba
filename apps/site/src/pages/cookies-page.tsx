import { PageIntro } from './page-intro';

/** /cookies — what the site keeps in the browser (decision D1); full text with issue #7. */
export function CookiesPage() {
  return (
    <PageIntro eyebrow="Legal" title="Cookie and Storage Policy">
      What this website keeps in your browser, why, and for how long. We set no tracking cookies.
    </PageIntro>
  );
}
