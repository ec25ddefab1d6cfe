import { resolve } from 'node:path';
import { lint } from './lib/lint';

// `npm run lint`: check formatting and lint rules; `npm run lint -- --fix` rewrites what the tools can.
const root = resolve(__dirname, '..');
process.exit(lint(root, process.argv.includes('--fix')) ? 0 : 1);
