import { describe, expect, it } from 'vitest';
import { parseHistory, planRetention, type BuildRecord } from './asset-history';

const DAY = 24 * 60 * 60 * 1000;
const at = (day: number) => new Date(Date.UTC(2026, 10, 1) + day * DAY).toISOString();
const build = (id: string, day: number, files: string[]): BuildRecord => ({ id, builtAt: at(day), files });

describe('planRetention', () => {
  it('keeps the previous build and copies only the files the new build does not have itself', () => {
    const previous = { builds: [build('a', 0, ['index-A.js', 'react-R.js', 'search-A.js'])] };
    const plan = planRetention(previous, build('b', 1, ['index-B.js', 'react-R.js', 'search-B.js']));
    expect(plan.copy).toEqual(['index-A.js', 'search-A.js']);
    expect(plan.history.builds.map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('keeps at most the last three earlier builds', () => {
    const previous = {
      builds: [build('d', 3, ['d.js']), build('c', 2, ['c.js']), build('b', 1, ['b.js']), build('a', 0, ['a.js'])],
    };
    const plan = planRetention(previous, build('e', 4, ['e.js']));
    expect(plan.history.builds.map((b) => b.id)).toEqual(['e', 'd', 'c', 'b']);
    expect(plan.copy).toEqual(['b.js', 'c.js', 'd.js']);
  });

  it('drops a build replaced more than seven days ago, and every build before it', () => {
    // c was replaced by d on day 2, ten days before e: c and everything older goes.
    const previous = { builds: [build('d', 2, ['d.js']), build('c', 1, ['c.js']), build('b', 0, ['b.js'])] };
    const plan = planRetention(previous, build('e', 12, ['e.js']));
    expect(plan.history.builds.map((b) => b.id)).toEqual(['e', 'd']);
    expect(plan.copy).toEqual(['d.js']);
  });

  it('rebuilding the same files does not count as an earlier build', () => {
    const previous = { builds: [build('a', 0, ['a.js'])] };
    const plan = planRetention(previous, build('a', 1, ['a.js']));
    expect(plan.history.builds.map((b) => b.id)).toEqual(['a']);
    expect(plan.copy).toEqual([]);
  });

  it('starts a history when there is none', () => {
    expect(planRetention(null, build('a', 0, ['a.js']))).toEqual({
      history: { builds: [build('a', 0, ['a.js'])] },
      copy: [],
    });
  });
});

describe('parseHistory', () => {
  it('reads a written history back', () => {
    const history = { builds: [build('a', 0, ['a.js'])] };
    expect(parseHistory(JSON.stringify(history))).toEqual(history);
  });

  it('treats a missing, broken or foreign file as no history', () => {
    expect(parseHistory(null)).toBeNull();
    expect(parseHistory('{')).toBeNull();
    expect(parseHistory('{"builds":[{"id":1}]}')).toBeNull();
    expect(parseHistory('[]')).toBeNull();
  });
});
