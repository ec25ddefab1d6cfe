import { ErrorCode } from '@mes/contracts';
import net from 'node:net';
import { refuseAs } from '../../../core/api/app.exception';
import type { AppConfig } from '../../../core/config/config';
import { JsonLogger } from '../../../core/logging/json-logger';
import { OutboundTargets } from '../../../core/net/outbound-targets';

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

export type PrinterTarget = { fnumber: string; host: string; port: number };

// Where label printers may be (docs/security.md, "Printers"): MES_PRINTER_NETWORKS and MES_PRINTER_PORTS. A printer
// record is checked when its IP address or port is written, and every print checks the addresses its host resolves to
// and connects to the checked one (a name answering another address the second time changes nothing). A print that
// does not reach its printer answers "not reachable"; why (refused, timed out, no such name) is only in the log.
export class PrinterTargets {
  constructor(
    private readonly targets: OutboundTargets,
    private readonly log: Pick<JsonLogger, 'warn'>,
    private readonly send: typeof sendRaw = sendRaw,
  ) {}

  static fromConfig(config: Pick<AppConfig, 'MES_PRINTER_NETWORKS' | 'MES_PRINTER_PORTS' | 'LOG_LEVEL'>) {
    return new PrinterTargets(
      OutboundTargets.parse(config.MES_PRINTER_NETWORKS, config.MES_PRINTER_PORTS),
      new JsonLogger('printers', config.LOG_LEVEL),
    );
  }

  /** a printer record's host and port: an IP address outside the networks or a port outside the ports is refused. */
  refuseEntry(host: unknown, port: unknown): void {
    if (typeof host === 'string' && net.isIP(host) !== 0 && !this.targets.addressAllowed(host))
      throw refuseAs(ErrorCode.PRINTER_TARGET_REFUSED, 'host', 'packing.host_outside', { host });
    if (typeof port === 'number' && !this.targets.portAllowed(port))
      throw refuseAs(ErrorCode.PRINTER_TARGET_REFUSED, 'port', 'packing.port_outside', { port });
  }

  /** writes the data to the printer at a checked address; `field` is the call's input that chose the printer. */
  async print(printer: PrinterTarget, data: Buffer, field: string): Promise<number> {
    const verdict = await this.targets.check(printer.host, printer.port);
    if (!verdict.ok && 'outside' in verdict)
      throw refuseAs(ErrorCode.PRINTER_TARGET_REFUSED, field, 'packing.printer_outside', {
        printer: printer.fnumber,
        at: verdict.outside,
      });
    try {
      if (!verdict.ok) throw verdict.unresolved;
      return await this.send(verdict.target.address, printer.port, data);
    } catch (e) {
      this.log.warn({
        msg: 'printer not reachable',
        printer: printer.fnumber,
        host: printer.host,
        port: printer.port,
        ...(verdict.ok ? { address: verdict.target.address } : {}),
        error: e instanceof Error ? e.message : String(e),
      });
      throw refuseAs(ErrorCode.PRINTER_UNREACHABLE, field, 'packing.printer_unreachable', { printer: printer.fnumber });
    }
  }
}
