import net from 'node:net';

// A ZPL printer as a test sees it: a raw-TCP listener on 127.0.0.1 that keeps every label sent to it (one connection,
// one job: the print writes and closes).
export class ZplListener {
  readonly jobs: string[] = [];
  private readonly server: net.Server;

  private constructor(server: net.Server) {
    this.server = server;
  }

  static async start(): Promise<ZplListener> {
    const server = net.createServer();
    const listener = new ZplListener(server);
    server.on('connection', (socket) => {
      const parts: Buffer[] = [];
      socket.on('data', (b) => parts.push(b));
      socket.on('end', () => listener.jobs.push(Buffer.concat(parts).toString('utf8')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return listener;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The body of a box label design: the box number as Code 128 and `QTY <n>` below it. */
export const BOX_LABEL_DESIGN = {
  label_type: 'box',
  width_mm: 80,
  height_mm: 40,
  design: {
    elements: [
      { type: 'barcode', x: 5, y: 5, symbology: 'code128', data: '${box.fnumber}' },
      { type: 'text', x: 5, y: 30, text: 'QTY ${qty}' },
    ],
  },
};

/** The body of a reel label design: the reel code as Code 128 and `<material> x <qty> <lot>` below it. */
export const REEL_LABEL_DESIGN = {
  label_type: 'material',
  width_mm: 60,
  height_mm: 30,
  design: {
    elements: [
      { type: 'barcode', x: 3, y: 3, symbology: 'code128', data: '${bundle.fnumber}' },
      { type: 'text', x: 3, y: 20, text: '${icitem.fnumber} x ${qty} ${lot}' },
    ],
  },
};
