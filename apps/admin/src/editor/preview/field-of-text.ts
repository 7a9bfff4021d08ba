import { pathKey, type Path } from '../schema/schema-node';

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The paths (`hero.title`, `ventures[2].name`) of the draft's texts that read exactly `text`
 * (spaces collapsed), in the draft's order. The live preview uses them to take the owner from a
 * text on the page to its field; a text the page composes from several values matches none.
 */
export function fieldsOfText(draft: unknown, text: string): string[] {
  const wanted = normal(text);
  const found: string[] = [];
  const walk = (value: unknown, path: Path) => {
    if (typeof value === 'string') {
      if (normal(value) === wanted) found.push(pathKey(path));
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  if (wanted) walk(draft, []);
  return found;
}

/** The company's details and the menu are what the header and footer show; the page's body shows the rest. */
const FRAME_PARTS = /^(company|navigation)[.[]/;

/**
 * The field behind a click in the preview: the clicked element's own text, or that of one of its
 * nearest ancestors (a click on an icon inside a button), matched against the draft. The same
 * words in two fields ("People Over Profit" is the hero's title and the company's tagline) are
 * told apart by where the click was: in the header or footer, the company's or the menu's field;
 * elsewhere, the other one.
 */
export function fieldAtClick(draft: unknown, target: EventTarget | null): string | undefined {
  // The target comes from the framed page's window: `instanceof` against this window's classes fails there.
  let element =
    typeof target === 'object' && target !== null && (target as Node).nodeType === Node.ELEMENT_NODE
      ? (target as Element)
      : null;
  // The site's own header and footer, not a section's header inside the page's main content.
  const inFrame = element?.closest('main') == null && element?.closest('header, footer') != null;
  for (let depth = 0; element && depth < 3; depth += 1, element = element.parentElement) {
    const found = fieldsOfText(draft, element.textContent ?? '');
    if (found.length > 0) return found.find((path) => FRAME_PARTS.test(path) === inFrame) ?? found[0];
  }
  return undefined;
}
