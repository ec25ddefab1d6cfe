import type { LoggerService } from '@nestjs/common';

const LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LEVELS)[number];

// Structured logs: one JSON object per line on stdout, so any collector can read them.
export class JsonLogger implements LoggerService {
  private readonly max: number;

  constructor(
    private readonly service: string,
    level: LogLevel = 'info',
    private readonly write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  ) {
    this.max = LEVELS.indexOf(level);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }

  private emit(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (LEVELS.indexOf(level) > this.max) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, service: this.service };
    // Nest passes the context as the last string argument and a stack before it for errors.
    const strings = rest.filter((r): r is string => typeof r === 'string');
    if (strings.length > 0) entry.context = strings[strings.length - 1];
    if (level === 'error' && strings.length > 1) entry.stack = strings[0];
    if (message instanceof Error) {
      entry.msg = message.message;
      entry.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(entry, message);
    } else {
      entry.msg = String(message);
    }
    this.write(JSON.stringify(entry));
  }
}
