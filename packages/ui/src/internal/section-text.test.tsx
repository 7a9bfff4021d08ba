import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { About } from '../about/about';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { Hero } from '../hero/hero';
import { Ventures, type VentureCard } from '../ventures/ventures';

/*
 * A sibling site in another language replaces every word a section shows or announces through its
 * `text` prop, and its logo through `logo`; what it leaves out stays English.
 */

afterEach(cleanup);

const logo = <img src="/oakfield.svg" alt="" data-testid="logo" width={36} height={36} />;
const venture: VentureCard = {
  id: 'mill',
  name: 'Die Mühle',
  tagline: 'Brot',
  description: 'Eine Bäckerei.',
  status: 'Coming Soon',
  features: [],
  website: 'https://mill.example',
  isLive: false,
};

describe('section words and logos', () => {
  it('Header: the navigation, the menu toggle and its sheet speak the site’s language, beside the site’s logo', async () => {
    render(
      <Header
        brandName="Oakfield"
        tagline="Gemeinsam"
        homeHref="/"
        links={[{ name: 'Projekte', href: '#ventures' }]}
        cta={{ name: 'Mitmachen', href: '#join' }}
        logo={logo}
        text={{ navigation: 'Hauptnavigation', menu: 'Menü', closeMenu: 'Menü schließen' }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Oakfield Gemeinsam' }).contains(screen.getByTestId('logo'))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(sheet).getByRole('button', { name: 'Menü schließen' })).toBeTruthy();
  });

  it('Header: a word left out stays English, in the bar and in the lazily loaded sheet', async () => {
    render(
      <Header
        brandName="Oakfield"
        tagline="Gemeinsam"
        homeHref="/"
        links={[]}
        cta={{ name: 'Mitmachen', href: '#join' }}
        text={{ menu: 'Menü' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(sheet).getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });

  it('Footer: headings, landmarks, link names and Back to Top replaced, the rest English, the sprout replaced by the logo', () => {
    render(
      <Footer
        company={{
          name: 'Oakfield',
          tagline: 'Gemeinsam',
          description: '',
          email: 'a@oak.example',
          phone: '1',
          address: 'Hof 1',
        }}
        ventures={[{ id: 'mill', name: 'Die Mühle', website: 'https://mill.example' }]}
        socialLinks={{ twitter: 'https://twitter.example/oak' }}
        navigation={[]}
        legalLinks={[]}
        year={2026}
        backToTopHref="#top"
        logo={logo}
        text={{
          ventures: 'Unsere Projekte',
          socialLink: (company, network) => `${company} auf ${network}`,
          opensInNewTab: '(neuer Tab)',
          backToTop: 'Nach oben',
        }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Unsere Projekte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Die Mühle (neuer Tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oakfield auf Twitter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nach oben' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Social media' })).toBeTruthy();
    expect(screen.getByTestId('logo')).toBeTruthy();
  });

  it('Ventures, About and Hero: badges, links, headings and carousel controls replaced', () => {
    render(
      <>
        <Ventures
          heading={{ eyebrow: 'Projekte', title: 'Was wir bauen' }}
          ventures={[venture]}
          text={{
            status: 'Stand: ',
            statusLabels: { Live: 'Online', Beta: 'Beta', 'Coming Soon': 'Bald' },
            visit: (name) => `${name} besuchen`,
          }}
        />
        <About
          heading={{ eyebrow: 'Über uns', title: 'Wer wir sind' }}
          mission="M"
          vision="V"
          values={[]}
          text={{ mission: 'Unser Auftrag', vision: 'Unser Bild', values: 'Woran wir uns halten' }}
        />
        <Hero
          title="T"
          subtitle="S"
          description="D"
          primaryCta={{ name: 'Los', href: '#a' }}
          secondaryCta={{ name: 'Mehr', href: '#b' }}
          counters={[]}
          testimonials={[
            { text: 'Eins', author: 'A' },
            { text: 'Zwei', author: 'B' },
          ]}
          text={{ testimonials: 'Stimmen', slide: (position, count) => `${position} von ${count}`, pause: 'Anhalten' }}
        />
      </>,
    );
    const card = screen.getByRole('article', { name: 'Die Mühle' });
    expect(card.textContent).toContain('Stand: Bald');
    expect(within(card).getByRole('link', { name: 'Die Mühle besuchen (opens in a new tab)' })).toBeTruthy();
    for (const heading of ['Unser Auftrag', 'Unser Bild', 'Woran wir uns halten'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    const voices = screen.getByRole('region', { name: 'Stimmen' });
    expect(within(voices).getByRole('figure', { name: '1 von 2' })).toBeTruthy();
    expect(within(voices).getByRole('button', { name: 'Anhalten' })).toBeTruthy();
    expect(within(voices).getByRole('button', { name: 'Next testimonial' })).toBeTruthy();
  });
});

describe('the contact form in another language', () => {
  it('labels, subjects, button and its hidden title replaced; the subject values stay what the server records', async () => {
    const { ContactForm } = await import('../contact-form/contact-form');
    render(
      <ContactForm
        onSubmit={async () => ({ ok: true })}
        text={{
          name: 'Name',
          email: 'E-Mail',
          subject: 'Betreff',
          subjectPlaceholder: 'Betreff wählen',
          message: 'Nachricht',
          submit: 'Senden',
          formTitle: 'Kontaktformular',
          subjects: { general: 'Allgemeine Frage' },
        }}
      />,
    );
    expect(screen.getByRole('form', { name: 'Kontaktformular' })).toBeTruthy();
    const subject = screen.getByRole<HTMLSelectElement>('combobox', { name: /Betreff/ });
    expect([...subject.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Betreff wählen'],
      ['general', 'Allgemeine Frage'],
      ['partnership', 'Partnership Opportunity'],
      ['investment', 'Investment Interest'],
      ['mentorship', 'Mentorship Request'],
      ['support', 'Support Request'],
    ]);
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
  });
});
