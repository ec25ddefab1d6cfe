// The server's areas have one front door each (issue 34, docs/architecture.md "Areas"): a file of
// server/src/modules/<a>/ (or of the composition outside modules/) imports another area <b> only through
// modules/<b>/index.ts (or its Nest module, modules/<b>/<b>.module.ts). Specs may reach inside (they test the insides). `areaImport` is the rule's judgement, kept
// apart so that server/src/modules/areas.spec.ts can check it on the tree too.
const path = require('node:path');

/** The area a file is in ('kanban' for server/src/modules/kanban/x.ts), or null outside server/src/modules. */
function areaOf(file, modulesDir) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [area, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? area : null;
}

/**
 * What is wrong with importing `spec` from `file`, or null: an import of another area's inside names the entry to
 * use instead. `modulesDir` is the absolute server/src/modules.
 */
function areaImport(file, spec, modulesDir) {
  if (!spec.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), spec);
  const rel = path.relative(modulesDir, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [to, ...inside] = rel.split(path.sep);
  // the entry, or the area's Nest module (<area>.module.ts: the process wiring the composition imports, kept out of
  // index.ts so that a plain import of the area does not load Nest)
  if (inside.length === 0 || (inside.length === 1 && (inside[0] === 'index' || inside[0] === `${to}.module`)))
    return null;
  if (areaOf(file, modulesDir) === to) return null;
  let entry = path.relative(path.dirname(file), path.join(modulesDir, to));
  if (!entry.startsWith('.')) entry = `./${entry}`;
  return { area: to, entry };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'import another server area only through its entry (modules/<area>/index.ts)' },
    messages: {
      deep: "'{{spec}}' reaches inside the {{area}} area: import it from '{{entry}}' (its index.ts), adding there what it should offer",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}server${path.sep}src${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0 || /\.spec\.tsx?$/.test(file)) return {};
    const modulesDir = path.join(file.slice(0, at + marker.length), 'modules');
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const wrong = areaImport(file, spec, modulesDir);
      if (wrong) context.report({ node: node.source, messageId: 'deep', data: { spec, ...wrong } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

module.exports = { rule, areaImport, areaOf };
