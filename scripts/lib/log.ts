export function say(message: string): void {
  process.stdout.write(`[mes] ${message}\n`);
}
