#!/usr/bin/env node
// Bin shim: the CLI lives in dist; keeping the shim outside dist lets pnpm link
// the bin before the package is built.
import '../dist/cli.js';
