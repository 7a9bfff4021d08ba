import { describe, expect, it } from 'vitest';
import { createErrorReporter, installErrorTracking } from './error-reporter';

function capture(route = '/join') {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const reporter = createErrorReporter({
    release: 'b1',
    route: () => route,
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) as Record<string, unknown> });
      return true;
    },
  });
  return { reporter, sent };
}

describe('the browser error reporter', () => {
  it('sends message, stack, route and release to our endpoint', () => {
    const { reporter, sent } = capture();
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at go (https://site.example/assets/a-Ab12Cd34.js:1:2)';
    expect(reporter.report('reported', error)).toBe(true);
    expect(sent).toEqual([
      {
        url: '/api/telemetry/errors',
        body: {
          kind: 'reported',
          message: 'TypeError: x is undefined',
          stack: error.stack,
          route: '/join',
          release: 'b1',
        },
      },
    ]);
  });

  it('sends the same error once per page load, a different one again', () => {
    const { reporter, sent } = capture();
    const throwAt = () => new Error('boom');
    expect(reporter.report('error', throwAt())).toBe(true);
    expect(reporter.report('error', throwAt())).toBe(false);
    expect(reporter.report('error', new Error('bang'))).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("never sends an email address, a query string or the path's query", () => {
    const { reporter, sent } = capture('/join?email=ann@example.org');
    reporter.report('unhandledrejection', 'no lead for ann@example.org from https://site.example/join?name=Ann');
    const body = JSON.stringify(sent);
    expect(body).not.toContain('ann@example.org');
    expect(body).not.toContain('name=Ann');
    expect(sent[0]?.body.route).toBe('/join');
  });

  it('reports window errors and unhandled rejections, and skips opaque cross-origin "Script error."', () => {
    const { reporter, sent } = capture();
    const target = new EventTarget();
    const remove = installErrorTracking(reporter, target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new RangeError('too far'), message: 'too far' }));
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    remove();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after removal') }));
    expect(sent.map(({ body }) => [body.kind, body.message])).toEqual([
      ['error', 'RangeError: too far'],
      ['unhandledrejection', 'Error: rejected'],
    ]);
  });

  it('stops after 10 distinct errors in one page load', () => {
    const { reporter, sent } = capture();
    for (let i = 0; i < 15; i += 1) reporter.report('error', `distinct ${'x'.repeat(i)}`);
    expect(sent).toHaveLength(10);
  });
});
