import { list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const managingVenturesDoc: DocsTab = {
  id: 'managing-ventures',
  intro: 'Add, change, reorder and retire the venture cards on the home page, in Content › Ventures.',
  sections: [
    {
      id: 'venture-add',
      title: 'Adding a venture',
      blocks: [
        list(
          [
            'Open Content › Ventures and choose Add venture. The new venture opens at the top of the list.',
            'Type its Name, Tagline (the one-line promise under the heading) and Description (the card’s paragraph).',
            'Choose its Status, an Icon and a Colour for the icon’s tile, and add up to eight Features (the ticked list on the card).',
            'Give its Website, starting with https://: the card’s Visit link opens it in a new tab.',
            'Add a picture if you have one (see Images and Media), then Preview and Publish.',
          ],
          true,
        ),
        note(
          'Each venture has a short name the site uses to tell the ventures apart, made from its name as you type. Show the short name reveals it; change it only if someone asks you to.',
        ),
      ],
    },
    {
      id: 'venture-status',
      title: 'Status',
      blocks: [
        table(
          'What each status shows',
          ['Status', 'What visitors see'],
          [
            ['Coming Soon', 'A badge saying it is on its way; no one can use it yet.'],
            ['Beta', 'A badge saying it is open to early users.'],
            ['Live', 'A badge saying it is open to everyone. Tick Open to customers now as well.'],
          ],
        ),
        p(
          'To change a status, pick it in the venture’s Status field: it is only the words of the card’s badge. Open to customers now says whether the venture is open; visitors never see it. A venture needs its website once it is open or its badge says Live; before that the card has no Visit link.',
        ),
      ],
    },
    {
      id: 'venture-order',
      title: 'Order and removal',
      blocks: [
        p(
          'The arrows beside a venture move it up or down: the home page shows the ventures in this order. Drag the handle to move it further. Remove takes a venture off the list; Undo brings it back until you publish, and Content › History keeps every published version.',
        ),
        p('Preview shows the change on the real home page in a new tab; Publish shows it to everyone.'),
      ],
    },
  ],
};
