// One file per process: `node ../server/bundle.mjs <entry> <out>` bundles a compiled entry (dist/main.js) with the
// packages it imports, after tsc (server/ and workers/ package.json `build`). Node then reads one file instead of
// ~1,600 (the server's own modules and node_modules), so a server starts on ~0.9 CPU-s instead of ~1.8
// (docs/decisions.md 22; docs/testing.md). The unbundled dist stays: the CLIs (setup, simulators) and the workers'
// imports of @mes/server use it.
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  process.stderr.write('usage: node bundle.mjs <entry.js> <out.js>\n');
  process.exit(2);
}

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // NestJS finds its injectables and the logs name their classes: names as written
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  external: [
    // loaded on first use from node_modules (server/src/core/util/on-first-use.ts), not at every start
    'exceljs',
    'pdfkit',
    'bwip-js',
    // optional packages NestJS, Fastify and pg probe for and the hub does not install
    '@nestjs/microservices',
    '@nestjs/microservices/*',
    '@nestjs/platform-express',
    '@nestjs/websockets/socket-module',
    '@fastify/multipart',
    '@fastify/static',
    '@fastify/view',
    'class-validator',
    'class-transformer',
    'pg-native',
  ],
});
