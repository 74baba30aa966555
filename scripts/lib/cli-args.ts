/**
 * The command lines of the scripts, read by util.parseArgs (strict), its refusals in the scripts' words:
 * "Opción desconocida: --x", "--x necesita un valor", "--x no lleva valor".
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class ArgsError extends Error {}

function spanish(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as NodeJS.ErrnoException).code;
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const option = quoted.split(' ')[0]!;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /does not take/.test(message) ? `${option} no lleva valor` : `${option} necesita un valor`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Opción desconocida: ${option}`;
  return message;
}

/** util.parseArgs over `config.args` (process.argv's own by default); a refusal is an ArgsError in Spanish. */
export function readArgs<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new ArgsError(spanish(err));
  }
}
