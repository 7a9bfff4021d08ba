import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from './defaults/default-site-content';
import { validateSiteContent } from './validate-site-content';

describe('validateSiteContent', () => {
  it('accepts a data file with $schema and returns the content', () => {
    const result = validateSiteContent({ $schema: './x.json', ...defaultSiteContent });
    expect(result).toEqual({ ok: true, content: defaultSiteContent });
  });

  it('names each bad field by its path with the schema message', () => {
    const draft = structuredClone(defaultSiteContent) as unknown as {
      hero: { title: string };
      ventures: { website: string }[];
    };
    draft.hero.title = '';
    draft.ventures[1]!.website = 'javascript:alert(1)';
    const result = validateSiteContent(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(['hero.title', 'ventures[1].website']);
    expect(result.issues[0]!.message).toMatch(/>=1 character/);
  });
});
