import { resolve } from 'node:path';
import { lint } from './lib/lint';

// `npm run lint`: check formatting and lint rules; `npm run lint -- --fix` rewrites what the tools can.
const root = resolve(__dirname, '..');
void lint(root, process.argv.includes('--fix')).then((clean) => process.exit(clean ? 0 : 1));
