import { Footer } from '@rooted/ui/footer';
import { Header } from '@rooted/ui/header';
import { Outlet, useLocation } from 'react-router-dom';
import { useContentSync, useSiteContent } from '../lib/use-site-content';
import { useDocumentHead } from '../lib/use-document-head';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';
import { useSiteNavigate } from '../lib/use-site-navigate';

const LEGAL_LINKS = [
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms of Service', href: '/terms' },
  { name: 'Cookie Policy', href: '/cookies' },
  { name: 'Documentation', href: '/docs' },
];

/** Home anchors work from every page: on '/' they stay '#about', elsewhere they become '/#about'. */
function anchorHref(href: string, onHome: boolean): string {
  return href.startsWith('#') && !onHome ? `/${href}` : href;
}

/** The frame of every page: skip link, header, the page, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const company = useSiteContent((content) => content.company);
  const navigation = useSiteContent((content) => content.navigation);
  const ventures = useSiteContent((content) => content.ventures);
  const onNavigate = useSiteNavigate();
  useScrollOnNavigate();
  useDocumentHead();
  useContentSync({ dev: import.meta.env.DEV });

  const links = navigation.map((item) => ({ name: item.name, href: anchorHref(item.href, onHome) }));

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header
        brandName={company.name}
        tagline={company.tagline}
        homeHref="/"
        links={links}
        cta={{ name: 'Join Our Community', href: anchorHref('#join', onHome) }}
        onNavigate={onNavigate}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer
        company={company}
        ventures={ventures}
        socialLinks={company.socialLinks}
        navigation={links}
        legalLinks={LEGAL_LINKS}
        year={new Date().getFullYear()}
        backToTopHref={onHome ? '#home' : '#main'}
        onNavigate={onNavigate}
      />
    </>
  );
}
