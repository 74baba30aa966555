/**
 * Where the pointer service keeps the registry: one document with a generation that changes on every
 * write. A write names the generation it was decided on and fails if the stored one moved meanwhile —
 * the storage itself does the compare-and-swap (Cloud Storage `ifGenerationMatch`; locally the service
 * is the file's single writer). No lock on any runner.
 */
export interface StoredDocument {
  /** The JSON text, or null when nothing was ever written. */
  text: string | null;
  /** Opaque; NO_GENERATION while nothing was written. */
  generation: string;
}

/** The generation of a document that does not exist yet (Cloud Storage's `ifGenerationMatch: 0`). */
export const NO_GENERATION = '0';

export interface RegistryStorage {
  /** Where it is, for messages. */
  readonly where: string;
  read(): Promise<StoredDocument>;
  /** Writes `text` if the stored generation is still `ifGeneration`; resolves with the new generation. */
  write(text: string, ifGeneration: string): Promise<{ ok: true; generation: string } | { ok: false }>;
}

/**
 * The storage did not answer, or kept refusing for its own reasons (Cloud Storage's 429 and 5xx), through
 * every retry: the service answers 503 and the caller may try again; nothing was decided.
 */
export class StorageUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailable';
  }
}
