import { resolve } from 'node:path';
import { typecheck } from './lib/typecheck';

// `npm run typecheck`: every TypeScript project, specs and scripts included.
void typecheck(resolve(__dirname, '..')).then((clean) => process.exit(clean ? 0 : 1));
