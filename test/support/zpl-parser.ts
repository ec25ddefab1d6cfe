// A small reader of the ZPL II the label renderer writes (docs/labels-packaging.md, "ZPL"): the label's size and each
// field (^FO … ^FS) with its position in dots, its kind and its data, ^FH hex escapes decoded. Enough to compare a
// printed label with its design; not a general ZPL interpreter.

export type ZplField =
  | { kind: 'text'; x: number; y: number; orientation: string; height: number; data: string }
  | { kind: 'code128'; x: number; y: number; module: number; height: number; hrt: boolean; data: string }
  | { kind: 'qrcode'; x: number; y: number; magnification: number; ec: string; data: string }
  | { kind: 'datamatrix'; x: number; y: number; module: number; data: string }
  | { kind: 'box'; x: number; y: number; w: number; h: number; thickness: number };

export type ZplLabel = { width: number; height: number; copies: number; utf8: boolean; fields: ZplField[] };

type Pending = { x: number; y: number; head?: string; args: string[]; hex: boolean; data?: string };

export function parseZpl(text: string): ZplLabel {
  const body = text.trim();
  if (!body.startsWith('^XA') || !body.endsWith('^XZ')) throw new Error('not one ZPL label (^XA … ^XZ)');
  const label: ZplLabel = { width: 0, height: 0, copies: 1, utf8: false, fields: [] };
  let module = 2;
  let field: Pending | null = null;
  // Commands are ^ + two letters; ^FD's data runs to the next ^FS.
  const commands = body
    .slice(3, -3)
    .split(/\n?\^/)
    .filter((c) => c.trim() !== '');
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i].replace(/\n$/, '');
    const name = c.slice(0, 2);
    const rest = c.slice(2);
    const args = rest.split(',');
    switch (name) {
      case 'CI':
        label.utf8 = rest === '28';
        break;
      case 'PW':
        label.width = Number(rest);
        break;
      case 'LL':
        label.height = Number(rest);
        break;
      case 'PQ':
        label.copies = Number(args[0]);
        break;
      case 'LH':
        break;
      case 'FO':
        field = { x: Number(args[0]), y: Number(args[1]), args: [], hex: false };
        break;
      case 'BY':
        module = Number(args[0]);
        break;
      case 'FH':
        if (field) field.hex = true;
        break;
      case 'FD':
        if (field)
          field.data = field.hex
            ? rest.replace(/_([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
            : rest;
        break;
      case 'FS':
        if (!field) throw new Error('^FS without ^FO');
        label.fields.push(finish(field, module));
        field = null;
        break;
      default:
        if (!field) throw new Error(`^${name} outside a field`);
        if (/^A[0-9A-Z]$/.test(name) || ['BC', 'BQ', 'BX', 'GB'].includes(name)) {
          field.head = name;
          field.args = args;
        } else throw new Error(`unknown command ^${name}`);
    }
  }
  if (field) throw new Error('a field without ^FS');
  return label;
}

function finish(f: Pending, module: number): ZplField {
  const n = (i: number) => Number(f.args[i]);
  const data = f.data ?? '';
  if (f.head?.startsWith('A'))
    return { kind: 'text', x: f.x, y: f.y, orientation: f.args[0].slice(-1) || 'N', height: n(1), data };
  switch (f.head) {
    case 'BC':
      return { kind: 'code128', x: f.x, y: f.y, module, height: n(1), hrt: f.args[2] === 'Y', data };
    case 'BQ': {
      const comma = data.indexOf(',');
      return { kind: 'qrcode', x: f.x, y: f.y, magnification: n(2), ec: data.slice(0, 1), data: data.slice(comma + 1) };
    }
    case 'BX':
      return { kind: 'datamatrix', x: f.x, y: f.y, module: n(1), data };
    case 'GB':
      return { kind: 'box', x: f.x, y: f.y, w: n(0), h: n(1), thickness: n(2) };
    default:
      throw new Error(`a field at ${f.x},${f.y} without a font, barcode or box`);
  }
}
