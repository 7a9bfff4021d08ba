import { useLocation } from 'react-router-dom';
import { programmes } from '../content/programmes';
import { PageIntro } from './page-intro';
import { NotFoundPage } from './not-found-page';

/** One component for the ten programme landing pages, driven by content/programmes.ts. */
export function ProgrammePage() {
  const { pathname } = useLocation();
  const programme = programmes.find((p) => `/${p.slug}` === pathname.replace(/\/$/, ''));
  if (!programme) return <NotFoundPage />;
  return (
    <PageIntro eyebrow="Programme" title={programme.title}>
      {programme.summary}
    </PageIntro>
  );
}
