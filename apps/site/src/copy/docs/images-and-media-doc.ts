import { list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const imagesAndMediaDoc: DocsTab = {
  id: 'images-and-media',
  intro: 'Formats, sizes and where images live, so pages stay fast and no visitor data leaks to an image service.',
  sections: [
    {
      id: 'image-formats',
      title: 'Formats and file size',
      blocks: [
        list([
          'Use JPG, PNG or WebP. WebP is usually the smallest for photos; PNG suits logos and graphics with flat color.',
          'Keep every file at 2 MB or less. Most photos at the sizes below compress well under 300 KB.',
          'Remove location and camera data (EXIF) before adding a photo; most export dialogs have an option for it.',
        ]),
      ],
    },
    {
      id: 'image-sizes',
      title: 'Recommended sizes',
      blocks: [
        table('Recommended image sizes', ['Use', 'Size (pixels)', 'Shape'], [
          ['Hero image', '1920 × 1080', '16:9 landscape'],
          ['Venture image', '800 × 600', '4:3 landscape'],
          ['Team photo', '400 × 400', 'Square'],
          ['Share image (social previews)', '1200 × 630', [{ code: 'apps/site/public/og-image.png' }]],
        ]),
        p('Export at exactly these sizes rather than letting the browser scale a larger file down: visitors then download no more than they see.'),
      ],
    },
    {
      id: 'image-where',
      title: 'Where images live',
      blocks: [
        list([
          ['Images shown in pages go in ', { code: 'apps/site/src/assets/' }, ' and are imported in code, so each build gives them a unique, long-cached file name.'],
          ['Files that need a fixed address (the share image, the favicon) go in ', { code: 'apps/site/public/' }, '.'],
          'Always give an image its width and height, so the page does not jump while it loads, and a short alt text that says what it shows (or an empty alt for pure decoration).',
          'Images below the first screen load lazily.',
        ]),
        note('Never link to images on another website or an image service. Every such request hands the visitor’s IP address to that company, which privacy law treats as a transfer of personal data.'),
      ],
    },
  ],
};
