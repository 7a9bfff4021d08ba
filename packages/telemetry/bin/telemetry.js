#!/usr/bin/env node
// Bin shim: the command lives in dist; keeping the shim outside dist lets pnpm link the bin
// before the package is built.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2), process.env);
