import { main } from './run';

// Set the exit code instead of calling process.exit so stdout is fully flushed when piped.
process.exitCode = await main(process.argv.slice(2));
