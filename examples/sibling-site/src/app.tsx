import { Footer } from '@rooted/ui/footer';
import { Header } from '@rooted/ui/header';
import { Hero } from '@rooted/ui/hero';
import { Ventures } from '@rooted/ui/ventures';
import { Contact } from './contact';
import { company, hero, legalLinks, navigation, testimonials, ventures } from './content';
import { logo } from './logo';
import { Newsletter } from './newsletter';
import { footerText, headerText, heroText, venturesHeading, venturesText } from './words';

/** Colmena's home page: the shared sections with its own name, logo, colours and words. */
export function App({ year }: { year: number }) {
  return (
    <>
      <Header
        brandName={company.name}
        tagline={company.tagline}
        homeHref="/"
        links={navigation}
        cta={{ name: 'Escríbenos', href: '#contacto' }}
        logo={logo}
        text={headerText}
      />
      <main id="top">
        <Hero {...hero} testimonials={testimonials} text={heroText} />
        <Ventures heading={venturesHeading} ventures={ventures} text={venturesText} />
        <Contact />
      </main>
      <Footer
        company={company}
        ventures={ventures.map(({ id, name, website }) => ({ id, name, website }))}
        socialLinks={{ instagram: 'https://instagram.example/colmena' }}
        navigation={navigation}
        legalLinks={legalLinks}
        year={year}
        backToTopHref="#top"
        logo={logo}
        newsletter={<Newsletter />}
        text={footerText}
      />
    </>
  );
}
