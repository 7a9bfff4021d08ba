import { contact, list, p } from '../rich-text';
import type { LegalText } from './legal-text';

/** The terms of service. Change `revised` whenever the text changes (docs/decisions/0023). */
export const termsText: LegalText = {
  revised: '2026-11-22',
  intro:
    'These terms apply when you visit the Rooted Ventures website or use its forms. They are written to be read: if anything is unclear, ask us.',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      blocks: [
        p(
          'By using this website you agree to these terms. If you do not agree, please do not use the site. Programs, investments and memberships offered through the site have their own written agreements, which take precedence over these terms for those services.',
        ),
        p(
          'We may update these terms. The date at the top shows the latest revision; changes apply from that date and do not affect anything you did before it.',
        ),
      ],
    },
    {
      id: 'permitted-use',
      title: 'Permitted use',
      blocks: [
        p(
          'You may browse the site, share links to it, print or save pages for your own non-commercial use, and use the forms to contact us, subscribe to our newsletter or apply to join the community.',
        ),
      ],
    },
    {
      id: 'prohibited-use',
      title: 'Prohibited use',
      blocks: [
        p('You must not:'),
        list([
          'send false information, or submit a form in someone else’s name without their permission;',
          'send spam, automated submissions or content that is unlawful, abusive or infringes someone else’s rights;',
          'try to gain unauthorized access to the site, its server or its data, or disrupt them, for example by overloading the forms;',
          'copy the site’s content in bulk, or scrape it for a competing service or for training datasets, except as the law expressly allows;',
          'use the site in a way that breaks any applicable law.',
        ]),
        p('We may block submissions or access that break these rules.'),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        p(
          'The text, design, logos and images on this site belong to Rooted Ventures or to the ventures and people who licensed them to us. The names and marks of our ventures belong to those ventures. Nothing on the site grants you a license to use them beyond the permitted use above.',
        ),
        p(
          'What you send us stays yours. You give us permission to use it only to answer you and to run the program you applied for.',
        ),
      ],
    },
    {
      id: 'information-and-investment',
      title: 'Information, not advice',
      blocks: [
        p(
          'Descriptions of programs, ventures and investment opportunities are general information. They are not financial, legal or tax advice and not an offer of securities. Investing in early-stage ventures carries a risk of losing the money invested; any investment is made only on the basis of its own offer documents.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers and liability',
      blocks: [
        p(
          'We take care that the site is accurate and available, but we provide it as it is, without a guarantee that it is complete, up to date or free of interruptions. Links to venture and partner websites lead to sites we do not control; we are not responsible for their content.',
        ),
        p(
          'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and wherever the law does not allow liability to be limited. Otherwise we are liable only for breaches of essential obligations and only for the foreseeable, typical damage. Your statutory rights as a consumer are not affected.',
        ),
      ],
    },
    {
      id: 'law',
      title: 'Applicable law',
      blocks: [
        p(
          'These terms are governed by the law of the country where Rooted Ventures is established. If you are a consumer, the mandatory consumer-protection rules of the country where you live still apply.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [p('Questions about these terms? Contact us:'), contact],
    },
  ],
};
