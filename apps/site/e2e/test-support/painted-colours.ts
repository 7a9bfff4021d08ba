import type { Page } from '@playwright/test';

/** Everything of an element's computed style that makes its colours: what a theme may change. */
const COLOUR_PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'fill',
  'stroke',
  'opacity',
  'box-shadow',
  'text-shadow',
  'filter',
  'color-scheme',
];

interface ColourWindow {
  paintedColours?: Map<Element, string>;
}

/**
 * Notes the colours every element of the page is painted with now (and its ::before and ::after),
 * held in the page against the elements themselves, for `changedColours` to compare with later.
 */
export async function notePaintedColours(page: Page): Promise<void> {
  await page.evaluate((properties) => {
    const paint = (element: Element) =>
      [null, '::before', '::after']
        .map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return properties.map((property) => style.getPropertyValue(property)).join('|');
        })
        .join('||');
    const noted = new Map<Element, string>();
    for (const element of document.querySelectorAll('*')) noted.set(element, paint(element));
    (window as ColourWindow).paintedColours = noted;
    (window as unknown as { paintOf: typeof paint }).paintOf = paint;
  }, COLOUR_PROPERTIES);
}

/**
 * The elements, still in the page, whose colours differ from those `notePaintedColours` noted
 * (each as its tag, id or class and the first differing values), and how many were compared.
 */
export async function changedColours(page: Page): Promise<{ compared: number; changed: string[] }> {
  return page.evaluate(() => {
    const noted = (window as ColourWindow).paintedColours!;
    const paintOf = (window as unknown as { paintOf: (element: Element) => string }).paintOf;
    const changed: string[] = [];
    let compared = 0;
    for (const [element, before] of noted) {
      if (!element.isConnected) continue;
      compared += 1;
      const now = paintOf(element);
      if (now !== before) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          element.getAttribute('class') ? `.${element.getAttribute('class')!.split(/\s+/).slice(0, 3).join('.')}` : ''
        }`;
        changed.push(`${name}: ${before} → ${now}`);
      }
    }
    return { compared, changed: changed.slice(0, 10) };
  });
}

/** The relative luminance (0 black … 1 white) of the body's computed background. */
export function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}
