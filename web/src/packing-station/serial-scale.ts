// A serial scale through the browser's Web Serial API (Chromium on https or localhost): most scales print their
// reading as a line of ASCII ("ST,GS,+  5.320kg"); the last number of each line is the weight in kg. Where the
// browser has no navigator.serial the screen takes a typed weight only.

type SerialPortLike = {
  open(o: { baudRate: number }): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
};
type SerialLike = { requestPort(): Promise<SerialPortLike> };

export function serialAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'serial' in navigator;
}

/** the weight of one line a scale printed, or null when the line holds none. */
export function weightOfLine(line: string): number | null {
  const numbers = line.match(/[-+]?\s*\d+(?:\.\d+)?/g);
  if (!numbers) return null;
  const v = Number(numbers[numbers.length - 1].replace(/\s/g, ''));
  return Number.isFinite(v) && v >= 0 ? v : null;
}

/** asks for a port (the browser shows its chooser), then calls onWeight for every reading until the port closes. */
export async function readScale(onWeight: (kg: number) => void, baudRate = 9600): Promise<void> {
  const serial = (navigator as unknown as { serial: SerialLike }).serial;
  const port = await serial.requestPort();
  await port.open({ baudRate });
  const reader = port.readable
    ?.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .getReader();
  if (!reader) return;
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    rest += value;
    const lines = rest.split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const kg = weightOfLine(line);
      if (kg !== null) onWeight(kg);
    }
  }
}
