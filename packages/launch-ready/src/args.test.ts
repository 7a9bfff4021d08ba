import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args';
import { UsageError } from './errors';

describe('parseCliArgs', () => {
  it('defaults to check, pretty, fail-on error, dotenv and colour on', () => {
    expect(parseCliArgs([])).toMatchObject({
      command: 'check',
      format: 'pretty',
      failOn: 'error',
      dotenv: true,
      color: true,
      envFiles: [],
      reports: [],
    });
  });

  it('parses every documented flag', () => {
    const options = parseCliArgs([
      'check',
      '--cwd',
      'apps/site',
      '--config',
      'r.json',
      '--mode',
      'staging',
      '--env-file',
      'a.env',
      '--env-file',
      'b.env',
      '--no-dotenv',
      '--min-score',
      '80',
      '--fail-on',
      'warning',
      '--format',
      'sarif',
      '--report',
      'junit=out/r.xml',
      '--probe',
      '--no-color',
      '-q',
      '-v',
    ]);
    expect(options).toMatchObject({
      cwd: 'apps/site',
      config: 'r.json',
      mode: 'staging',
      envFiles: ['a.env', 'b.env'],
      dotenv: false,
      minScore: 80,
      failOn: 'warning',
      format: 'sarif',
      reports: [{ format: 'junit', path: 'out/r.xml' }],
      probe: true,
      color: false,
      quiet: true,
      verbose: true,
    });
    expect(parseCliArgs(['--json']).format).toBe('json');
    expect(parseCliArgs(['-h']).help).toBe(true);
    expect(parseCliArgs(['-V']).version).toBe(true);
    expect(parseCliArgs(['explain', 'RDY011']).rest).toEqual(['RDY011']);
  });

  it.each([
    [['--min-score', '101'], "--min-score must be a number from 0 to 100, got '101'"],
    [['--min-score', 'abc'], "--min-score must be a number from 0 to 100, got 'abc'"],
    [['--fail-on', 'sometimes'], "--fail-on must be error, warning or none, got 'sometimes'"],
    [['--format', 'xml'], "--format must be one of pretty, json, markdown, github, junit, sarif, got 'xml'"],
    [
      ['--report', 'junit'],
      "--report expects <format>=<path> with a format of pretty, json, markdown, github, junit, sarif, got 'junit'",
    ],
    [['deploy'], "Unknown command 'deploy'. Commands: check, list, explain, init, doctor"],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(new UsageError(message));
  });

  it('unknown flags are usage errors', () => {
    expect(() => parseCliArgs(['--colour'])).toThrow(UsageError);
    expect(() => parseCliArgs(['-c', 'x'])).toThrow(UsageError);
  });
});
