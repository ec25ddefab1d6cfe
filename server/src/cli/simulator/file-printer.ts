import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

// The demo's label printer: a raw-TCP listener like a ZPL printer on port 9100 (one connection, one label), that
// writes every label it receives to a file, so the packing station's labels can be looked at (labelary.com renders ZPL).
export class FilePrinter {
  printed = 0;

  private constructor(
    private readonly server: net.Server,
    readonly dir: string,
  ) {}

  static async start(port: number, dir: string): Promise<FilePrinter> {
    mkdirSync(dir, { recursive: true });
    const server = net.createServer();
    const printer = new FilePrinter(server, dir);
    server.on('connection', (socket) => {
      const parts: Buffer[] = [];
      socket.on('data', (b) => parts.push(b));
      socket.on('error', () => socket.destroy());
      socket.on('end', () => printer.write(Buffer.concat(parts)));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return printer;
  }

  private write(label: Buffer): void {
    this.printed++;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${this.printed}.zpl`;
    writeFileSync(join(this.dir, name), label);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
