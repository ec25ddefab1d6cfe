import { execFile } from 'node:child_process';
import { join } from 'node:path';

const script = join(__dirname, 'cfx-proton-send.py');
const requestScript = join(__dirname, 'cfx-proton-request.py');

export type ProtonReport = { receiver?: string; sender?: string; outcome?: string; outcomes?: string[] };
/** what cfx-proton-request.py saw: how the request was settled, the reply, the envelope as the SDK parsed it */
export type ProtonRequestReport = {
  sent?: string;
  reply?: Record<string, unknown>;
  envelope?: Record<string, unknown> & { MessageBody: Record<string, unknown> };
  dropped?: string[];
  error?: string;
};

/** where and as whom the Proton machine connects: the hub's CFX port and a machine login */
export type ProtonMachine = { port: number; login: { username: string; secret: string } };

/**
 * Sends the envelope(s) of `file` from Proton to the hub's `/queue/mes`, with a receiving link on `reply`: one as a
 * string body, or with codec gzip a JSON list of them, each gzip'd in a Data body as the SDK sends.
 */
export function protonSend(m: ProtonMachine, reply: string, file: string, codec?: 'gzip') {
  const args = [`amqp://127.0.0.1:${m.port}`, m.login.username, m.login.secret, '/queue/mes', reply, file];
  return proton(codec ? [...args, codec] : args);
}

/**
 * A request from Proton's reactor API as the SDK's ExecuteRequest sends it (the envelope of `file` from `handle`, its
 * body raw or gzip'd), and the response parsed as the SDK's EnvelopeFromMessage parses it (cfx-proton-request.py).
 */
export async function protonRequest(m: ProtonMachine, handle: string, file: string, codec: 'raw' | 'gzip') {
  const args = [`amqp://127.0.0.1:${m.port}`, m.login.username, m.login.secret, handle, file, codec];
  const run = await proton(args, requestScript);
  return { ...run, report: run.report as ProtonRequestReport };
}

/**
 * A machine as Debian's python3-qpid-proton makes one (cfx-proton-send.py): its exit code, its one-line report and
 * its stderr. Debian's python3 with Debian's python3-qpid-proton (scripts/test.ts installs it), not a pyenv's python3.
 */
export function proton(args: string[], file = script): Promise<{ code: number; report: ProtonReport; stderr: string }> {
  return new Promise((resolve) => {
    execFile('/usr/bin/python3', [file, ...args], { timeout: 120_000 }, (error, stdout, stderr) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      let report: ProtonReport = {};
      try {
        report = JSON.parse(last) as ProtonReport;
      } catch {
        // no report: the code and stderr tell why
      }
      resolve({ code: error ? Number(error.code ?? 1) : 0, report, stderr });
    });
  });
}
