/** Prefixed, coloured log lines so five servers, the API and the emulator stay readable in one terminal. */
import readline from 'node:readline';
import type { Readable } from 'node:stream';

export type LogSink = (source: string, line: string) => void;

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
const colorOf = new Map<string, number>();
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const WIDTH = 13;
// Built from a string: a literal escape character in a regex trips no-control-regex.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function paint(source: string, text: string): string {
  if (!useColor) return text;
  if (!colorOf.has(source)) colorOf.set(source, COLORS[colorOf.size % COLORS.length]);
  return `\u001b[${colorOf.get(source)}m${text}\u001b[0m`;
}

/** Writes `[source]   line` to stdout. */
export const consoleSink: LogSink = (source, line) => {
  process.stdout.write(`${paint(source, `[${source}]`.padEnd(WIDTH))} ${line}\n`);
};

/** Keeps the last lines of each source: shown when a service fails to start. */
export class LogTail {
  private readonly lines = new Map<string, string[]>();
  constructor(private readonly keep = 40) {}

  push(source: string, line: string) {
    const list = this.lines.get(source) ?? [];
    list.push(line);
    if (list.length > this.keep) list.shift();
    this.lines.set(source, list);
  }

  of(source: string): string {
    return (this.lines.get(source) ?? []).join('\n');
  }
}

/** Forwards every line of a child's stream to the sink. */
export function forwardLines(stream: Readable | null, source: string, sink: LogSink) {
  if (!stream) return;
  const rl = readline.createInterface({ input: stream, crlfDelay: Infinity });
  rl.on('line', (line) => {
    // Strip the child's own colour codes: one colour per source is enough.
    const clean = line.replace(ANSI, '').trimEnd();
    if (clean) sink(source, clean);
  });
}
