import net from 'node:net';

const TIMEOUT_MS = 5000;

// A ZPL printer listens on raw TCP (port 9100 by convention, "JetDirect"): the label is written and the connection
// closed; the printer answers nothing. Resolves when the bytes are handed over, rejects on refusal or timeout.
export function sendRaw(host: string, port: number, data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host, port });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(`printer ${host}:${port} did not answer in 5 s`)));
    socket.once('error', reject);
    socket.once('connect', () => socket.end(data));
    socket.once('close', (hadError) => {
      if (!hadError) resolve(data.length);
    });
  });
}
