import { PageIntro } from './page-intro';

/** /docs — the site owners' documentation; its tabs arrive with issue #7. */
export function DocsPage() {
  return (
    <PageIntro eyebrow="For site owners" title="Website Documentation">
      How to edit content, manage ventures, handle images and leads, and check the site is ready to launch.
    </PageIntro>
  );
}
