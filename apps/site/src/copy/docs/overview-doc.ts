import { list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const overviewDoc: DocsTab = {
  id: 'overview',
  intro: 'What the website is made of, where its content comes from, and where to look for each job.',
  sections: [
    {
      id: 'overview-what',
      title: 'What this site is',
      blocks: [
        p('The Rooted Ventures website is a single home page (hero, about, ventures, community, join us, contact), ten program landing pages, the privacy, terms and cookie pages and this documentation. Every page is plain HTML generated at build time, so it loads fast, works without JavaScript for reading and can be hosted anywhere.'),
        p('Visitors can send a contact message, subscribe to the newsletter and apply to join the community. Those submissions go to our own server first, which stores them safely and then delivers them to Omnisend.'),
      ],
    },
    {
      id: 'overview-where',
      title: 'Where to find what',
      blocks: [
        table('Jobs and the tab that explains them', ['You want to…', 'Read'], [
          ['Change texts, contact details or social links', [{ href: '/docs#content-editing', text: 'Content Editing' }]],
          ['Add a venture or change its status', [{ href: '/docs#managing-ventures', text: 'Managing Ventures' }]],
          ['Add or replace pictures', [{ href: '/docs#images-and-media', text: 'Images and Media' }]],
          ['Understand where form submissions go', [{ href: '/docs#forms-and-email', text: 'Forms and Email' }]],
          ['Configure, check and deploy the site', [{ href: '/docs#technical', text: 'Technical' }]],
        ]),
      ],
    },
    {
      id: 'overview-pages',
      title: 'Pages',
      blocks: [
        list([
          [{ href: '/', text: 'Home' }, ' with the anchors ', { code: '#home' }, ', ', { code: '#about' }, ', ', { code: '#ventures' }, ', ', { code: '#community' }, ', ', { code: '#join' }, ' and ', { code: '#contact' }, '.'],
          ['Legal: ', { href: '/privacy', text: 'Privacy Policy' }, ', ', { href: '/terms', text: 'Terms of Service' }, ', ', { href: '/cookies', text: 'Cookie Policy' }, '. Each shows the date its text was last revised.'],
          ['Programs: ten landing pages such as ', { href: '/startup-mentorship', text: 'Startup Mentorship' }, ' and ', { href: '/coworking-spaces', text: 'Coworking Spaces' }, ', written in ', { code: 'apps/site/src/copy/programmes.ts' }, '.'],
          ['Old addresses such as ', { code: '/privacy-policy' }, ' and ', { code: '/documentation' }, ' redirect to the current pages.'],
        ]),
        note(['Texts, contact details, ventures and links are changed in the editor at ', { code: '/admin' }, ': site owners sign in, preview a draft on the real pages and publish it for every visitor, as the next tab, ', { href: '/docs#content-editing', text: 'Content Editing' }, ', explains.']),
      ],
    },
  ],
};
