/** The `leads` command as its bin runs it, from source, so tests run it as a separate process without a build. */
import { main } from '../cli/main.js';

process.exitCode = await main(process.argv.slice(2), process.env);
