/** The `--help` text. */
export const HELP = `launch-ready — is the site ready to launch?

Usage
  launch-ready [check] [flags]      evaluate, print the report, set the exit code
  launch-ready list [--json]        variables, rules and the 13 checklist items
  launch-ready explain <KEY|RULE|ITEM>
  launch-ready init [--force]       write .env.example (placeholders only)
  launch-ready doctor               mode, config, env files and key origins (names only)

Flags
  --cwd <dir>               project root for config and .env files (default: .)
  --config <file>           explicit config (default: search readiness.config.*, package.json#readiness)
  --mode <name>             default NODE_ENV, else production
  --env-file <file>         extra env file, repeatable; later wins; the real environment wins over all
  --no-dotenv               ignore .env* files (--env-file still loads)
  --server-env <file>       check a site server's env file (repeatable; later wins) with the
                            rules the server applies at start-up, instead of the launch checklist
  --min-score <0-100>       default 90
  --fail-on <level>         error (default) | warning | none
  --format <fmt>            pretty (default) | json | markdown | github | junit | sarif
  --json                    same as --format json
  --report <fmt>=<path>     also write a report file, repeatable
  --probe                   verify the Omnisend key (GET /contacts?limit=1, 10 s timeout)
  --no-color                no ANSI colours (also NO_COLOR; FORCE_COLOR forces them)
  -q, --quiet               issues only
  -v, --verbose             also passed checks and env sources
  -h, --help                this help
  -V, --version             the version

Exit codes
  0 ready   1 not ready   2 usage or configuration error   3 internal error
`;
