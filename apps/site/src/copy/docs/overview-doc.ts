import { list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const overviewDoc: DocsTab = {
  id: 'overview',
  intro: 'For the site’s owner: what you can change yourself in the site editor, and where to find each job.',
  sections: [
    {
      id: 'overview-what',
      title: 'Your site and its editor',
      blocks: [
        p(
          'The Rooted Ventures website is a home page (hero, about, ventures, community, join us, contact), ten program pages, the privacy, terms and cookie pages and these help pages. Visitors can send a contact message, subscribe to the newsletter and apply to join the community.',
        ),
        p([
          'You change the site yourself in the site editor: add ',
          { code: '/admin' },
          ' to the site’s address (for example ',
          { code: 'https://your-site.example/admin' },
          ') and sign in. Nothing needs a developer: you see a change on the real pages before anyone else, and publish it when it is right.',
        ]),
        p('The editor’s sections are in the bar at the top:'),
        list([
          [
            { strong: 'Content' },
            ': the site’s texts and pictures, one part of the site at a time: Company, Hero, About, Ventures, Community, Testimonials, Navigation, Live chat, Stories, Pictures and History. Your own sign-in (password, passkeys, where you are signed in) is under Account, at the foot of the Content page.',
          ],
          [
            { strong: 'Leads' },
            ': the messages, signups and applications visitors sent, and whether each reached your email marketing service (Omnisend).',
          ],
          [{ strong: 'Activity' }, ': who published, corrected, exported or erased what, and when.'],
          [
            { strong: 'Health' },
            ': how many leads came each day, how fast the pages were for visitors, and the errors they met.',
          ],
          [
            { strong: 'Privacy' },
            ': requests from people for a copy of their data or its erasure, with the date each answer is due.',
          ],
          [{ strong: 'Settings' }, ': where the site tells you about new messages.'],
        ]),
      ],
    },
    {
      id: 'overview-where',
      title: 'Where to find what',
      blocks: [
        table(
          'Jobs and the tab that explains them',
          ['You want to…', 'Read'],
          [
            [
              'Change texts, contact details or social links',
              [{ href: '/docs#content-editing', text: 'Content Editing' }],
            ],
            ['Add a venture or change its status', [{ href: '/docs#managing-ventures', text: 'Managing Ventures' }]],
            ['Add or replace pictures', [{ href: '/docs#images-and-media', text: 'Images and Media' }]],
            [
              'Read and answer messages, and answer privacy requests',
              [{ href: '/docs#forms-and-email', text: 'Forms and Email' }],
            ],
            [
              'Know where your data lives and what to give a developer',
              [{ href: '/docs#technical', text: 'Technical' }],
            ],
          ],
        ),
      ],
    },
    {
      id: 'overview-pages',
      title: 'The site’s pages',
      blocks: [
        list([
          [
            { href: '/', text: 'Home' },
            ': its parts are edited in Content › Hero, About, Ventures, Community, Testimonials and Stories; the header menu in Content › Navigation.',
          ],
          [
            'Legal: ',
            { href: '/privacy', text: 'Privacy Policy' },
            ', ',
            { href: '/terms', text: 'Terms of Service' },
            ', ',
            { href: '/cookies', text: 'Cookie Policy' },
            '. Their contact details come from Content › Company. Each shows the date its text was last revised; a change to the legal text itself is a job for a developer.',
          ],
          [
            'Programs: ten pages such as ',
            { href: '/startup-mentorship', text: 'Startup Mentorship' },
            ' and ',
            { href: '/coworking-spaces', text: 'Coworking Spaces' },
            '. Their texts are part of the site’s design: ask a developer to change them.',
          ],
          ['Stories: each story you publish in Content › Stories gets its own page and appears on the home page.'],
        ]),
        note([
          'Start with ',
          { href: '/docs#content-editing', text: 'Content Editing' },
          ': it shows how a change goes from the editor to every visitor.',
        ]),
      ],
    },
  ],
};
