import { list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const imagesAndMediaDoc: DocsTab = {
  id: 'images-and-media',
  intro: 'Add and replace the site’s pictures in the editor, so pages stay sharp and fast.',
  sections: [
    {
      id: 'images-where',
      title: 'Where pictures are changed',
      blocks: [
        p(
          'Content › Pictures shows every picture of the site in one place: the hero’s and each venture’s. You can also change a picture in its own section (Hero, or the venture in Ventures), and add pictures to a story’s body in Stories.',
        ),
        list([
          'Choose a picture picks a file from your computer or phone; Replace the picture swaps it; Remove picture brings back the site’s own hero picture or the venture’s icon.',
          'Write its alt text: what the picture shows, for people who cannot see it. A picture without alt text is not published.',
          'The editor converts each picture to small modern formats at two widths, so phones download the small one. If it refuses a file, it says why under the field.',
        ]),
      ],
    },
    {
      id: 'images-formats',
      title: 'Formats and sizes',
      blocks: [
        p('Use JPG, PNG or WebP, at most 2 MB per file. Photos usually compress well under 300 KB at the sizes below.'),
        table(
          'Sizes to use',
          ['Picture', 'At least'],
          [
            ['Hero (top of the home page)', '1920 × 1080 pixels'],
            ['Venture card', '800 × 600 pixels'],
            ['A story’s picture', '1200 × 630 pixels'],
            ['A team photo (square)', '400 × 400 pixels'],
          ],
        ),
        p(
          'A smaller picture is refused, because it would look blurred. A larger one, or one of another shape, is cropped to the shape around its centre.',
        ),
        note(
          'Before adding a photo, remove its location and camera data: most phones and photo apps have an option for it when you share or export.',
        ),
      ],
    },
  ],
};
