import type { MouseEvent, ReactNode } from 'react';
import { BrandMark } from '../internal/brand-mark';
import { ArrowUpIcon, ExternalIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../internal/icons';
import { telHref } from '../internal/tel-href';
import type { NavigateHandler, NavLink } from '../internal/types';
import { FOOTER_TEXT, type FooterText } from './footer-text';

/** A venture as the footer lists it: its name, linking out to its own website. */
export interface FooterVenture {
  /** A unique id: the React key of its list item, never shown. */
  id: string;
  /** The venture's name, the link's text. */
  name: string;
  /** The venture's own website (opens in a new tab); without it the name is listed without a link. */
  website?: string | undefined;
}

/** The studio's social profile URLs; a network left out gets no icon. */
export interface FooterSocialLinks {
  twitter?: string;
  linkedin?: string;
  instagram?: string;
}

/** Props of {@link Footer}: the studio's details, its ventures, social, page and legal links, and the optional newsletter slot. */
export interface FooterProps {
  /** The studio: name and tagline beside the logo, a description under them, and the email (a `mailto:` link), phone (a `tel:` link) and postal address of the contact column. */
  company: { name: string; tagline: string; description: string; email: string; phone: string; address: string };
  /** The ventures column: each name links to its `website` in a new tab; `id` only keeps the list stable (a React key), so any unique string does. */
  ventures: FooterVenture[];
  /** The social profile icons; a network left out gets no icon (`{}` for none). */
  socialLinks: FooterSocialLinks;
  /** The pages column: the site's own links. */
  navigation: NavLink[];
  /** The links in the bottom row beside the copyright (privacy policy, terms, cookie settings). */
  legalLinks: NavLink[];
  /** The copyright year; the site passes the current year. */
  year: number;
  /** Where "Back to Top" leads, e.g. `#home` or `#main`. */
  backToTopHref: string;
  /** Follows the footer's page, legal and back-to-top links inside the app (client-side navigation); without it the browser follows them. */
  onNavigate?: NavigateHandler;
  /** Shown in the contact column under the address, e.g. a `NewsletterForm` of `@rooted/ui/newsletter-form` (its default `tone`, `dark`, suits the footer); left out, nothing is. */
  newsletter?: ReactNode;
  /** The logo beside the name, in place of the sprout tile (decorative: the name beside it is the text). */
  logo?: ReactNode;
  /** The footer's own words in your language; every part left out keeps its English default ({@link FOOTER_TEXT}). */
  text?: Partial<FooterText>;
}

const SOCIAL = [
  { key: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
] as const;

const heading = 'font-display text-base font-semibold text-sand-50';
const link = 'rounded text-brand-100 hover:text-white hover:underline underline-offset-4';

/** The one site footer: studio, ventures (external), pages, legal links, newsletter slot and Back to Top. */
export function Footer(props: FooterProps) {
  const { company, ventures, socialLinks, navigation, legalLinks, year, backToTopHref, onNavigate, newsletter, logo } =
    props;
  const text = { ...FOOTER_TEXT, ...props.text };
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(href, event);
  };

  return (
    <footer className="bg-band text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="flex flex-col gap-4">
          <BrandMark name={company.name} tagline={company.tagline} inverted logo={logo} />
          <p className="max-w-sm text-sm leading-relaxed text-brand-200">{company.description}</p>
          {/* Icons in buttons-sized boxes: on paper neither the icon nor its address reads well. */}
          <ul className="flex gap-2" aria-label={text.social} data-print="hide">
            {SOCIAL.map(({ key, label, Icon }) =>
              socialLinks[key] ? (
                <li key={key}>
                  <a
                    href={socialLinks[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-11 place-items-center rounded-full bg-brand-900 text-brand-100 hover:bg-brand-800 hover:text-white"
                  >
                    <Icon width={20} height={20} />
                    <span className="sr-only">{text.socialLink(company.name, label)}</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>

        <nav aria-labelledby="footer-ventures">
          <h2 id="footer-ventures" className={heading}>
            {text.ventures}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {ventures.map((venture) => (
              <li key={venture.id}>
                {venture.website ? (
                  <a href={venture.website} target="_blank" rel="noopener noreferrer" className={link}>
                    {venture.name}
                    {/* Inline, so a wrapped name keeps its icon after the last word. */}
                    <ExternalIcon width={14} height={14} className="ml-1.5 inline-block align-[-0.1em]" />
                    <span className="sr-only">{text.opensInNewTab}</span>
                  </a>
                ) : (
                  venture.name
                )}
              </li>
            ))}
          </ul>
        </nav>

        {/* Links within the site mean nothing on paper; the ventures' addresses and the contact details do. */}
        <nav aria-labelledby="footer-explore" data-print="hide">
          <h2 id="footer-explore" className={heading}>
            {text.explore}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {navigation.map((item) => (
              <li key={item.href}>
                <a href={item.href} onClick={(e) => follow(e, item.href)} className={link}>
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-4">
          <h2 className={heading}>{text.contact}</h2>
          <address className="flex flex-col gap-1 text-sm not-italic text-brand-200">
            <a href={`mailto:${company.email}`} className={link}>
              {company.email}
            </a>
            <a href={telHref(company.phone)} className={link}>
              {company.phone}
            </a>
            <span>{company.address}</span>
          </address>
          {newsletter}
        </div>
      </div>

      <div className="border-t border-brand-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-brand-200">
            © <span suppressHydrationWarning>{year}</span> {company.name}. {company.tagline}.
          </p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2" aria-label={text.legal} data-print="hide">
            {legalLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} onClick={(e) => follow(e, item.href)} className={link}>
                  {item.name}
                </a>
              </li>
            ))}
            <li>
              <a
                href={backToTopHref}
                onClick={(e) => follow(e, backToTopHref)}
                className={`${link} inline-flex items-center gap-1.5`}
              >
                <ArrowUpIcon width={16} height={16} />
                {text.backToTop}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
