import { describe, expect, it } from 'vitest';
import { carrySections, withSection } from './report-section';

describe('report sections', () => {
  it('appends a section once and replaces it afterwards, leaving the rest alone', () => {
    const once = withSection('# Benchmarks\n\nLighthouse table\n', 'lead-api', '## Lead API\n\n1 lead/s');
    expect(once).toBe(
      '# Benchmarks\n\nLighthouse table\n\n<!-- section:lead-api:start -->\n## Lead API\n\n1 lead/s\n<!-- section:lead-api:end -->\n',
    );
    const twice = withSection(`${once}\nNotes after\n`, 'lead-api', '## Lead API\n\n2 leads/s');
    expect(twice).toContain('2 leads/s');
    expect(twice).not.toContain('1 lead/s');
    expect(twice).toContain('Notes after');
  });

  it('carries every section of the previous report into a freshly rendered one', () => {
    const previous = withSection(withSection('# Old\n', 'a', 'A body'), 'b', 'B body');
    const next = carrySections(previous, '# New\n');
    expect(next).toContain('# New');
    expect(next).not.toContain('# Old');
    expect(next).toContain('A body');
    expect(next).toContain('B body');
  });
});
