/**
 * Cloud Storage's JSON API, the part the pointer service's adapter uses, with its generation rules:
 * every write is a new generation, `ifGenerationMatch` (0: must not exist) refuses with 412, an exact
 * generation can be read while it is the current one. The official client reaches it through
 * `STORAGE_EMULATOR_HOST` (no offline Storage emulator honours preconditions: docs/deploys.md), so the
 * rehearsal runs the production adapter. Objects are kept in memory and, with `dir`, in one file each,
 * so a restarted rehearsal keeps its registry.
 *
 * It can misbehave as Cloud Storage does (`faults`, or STORAGE_STAND_IN_FAULTS=rate,flaky,lost-ack):
 *   rate       429 for a second write to one object within a second (Cloud Storage's per-object limit)
 *   flaky      503 at random, to any request (`flaky=0.2`: the share; default 0.1)
 *   lost-ack   a write that lands but is answered 503, so the client's retry meets its own write as a 412
 *              (`lost-ack=0.5`; default 0.25)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { CRC32C } from '@google-cloud/storage';
import { listen } from './listen';

interface StoredObject {
  bucket: string;
  name: string;
  generation: string;
  contentType: string;
  updated: string;
  data: Buffer;
}

export interface StorageStandIn {
  /** The value for STORAGE_EMULATOR_HOST, e.g. `http://127.0.0.1:9199`. */
  url: string;
  port: number;
  /** GETs answered so far (an object's metadata or its bytes): how often the functions read the registry. */
  reads(): number;
  /** Misbehaviour so far: each fault's count (a test checks the client met what it copes with). */
  faults(): FaultCounts;
  close(): Promise<void>;
}

/** How the stand-in misbehaves (all off by default). */
export interface StandInFaults {
  /** 429 to a write within a second of the last one to the same object. */
  rate?: boolean;
  /** The share of requests answered 503 before anything is done (0–1). */
  flaky?: number;
  /** The share of successful writes answered 503 after they landed (0–1). */
  lostAck?: number;
  /** [0, 1): Math.random unless a test wants the same run twice. */
  random?: () => number;
}

export interface FaultCounts {
  rate: number;
  flaky: number;
  lostAck: number;
}

/** Cloud Storage's limit on one object's writes (about one a second). */
export const OBJECT_WRITE_INTERVAL_MS = 1000;

/** STORAGE_STAND_IN_FAULTS as options, e.g. `rate,flaky=0.2,lost-ack`; unset or empty: none. */
export function faultsFromEnv(value: string | undefined): StandInFaults {
  const faults: StandInFaults = {};
  for (const item of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, share] = item.split('=') as [string, string | undefined];
    const p = share === undefined ? undefined : Number(share);
    if (p !== undefined && !(p >= 0 && p <= 1))
      throw new Error(`STORAGE_STAND_IN_FAULTS: ${item}: la proporción va de 0 a 1`);
    if (name === 'rate') faults.rate = true;
    else if (name === 'flaky') faults.flaky = p ?? 0.1;
    else if (name === 'lost-ack') faults.lostAck = p ?? 0.25;
    else throw new Error(`STORAGE_STAND_IN_FAULTS: fallo desconocido "${name}" (rate, flaky, lost-ack)`);
  }
  return faults;
}

type Answer = { status: number; json?: unknown; bytes?: Buffer };

const apiError = (status: number, message: string): Answer => ({
  status,
  json: { error: { code: status, message, errors: [{ message }] } },
});

function crc32cOf(data: Buffer): string {
  const crc = new CRC32C();
  crc.update(data);
  return crc.toString();
}

function metadataOf(o: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${o.bucket}/${o.name}/${o.generation}`,
    name: o.name,
    bucket: o.bucket,
    generation: o.generation,
    metageneration: '1',
    contentType: o.contentType,
    size: String(o.data.length),
    updated: o.updated,
    // The client checks an upload against these (and refuses one the server does not describe).
    md5Hash: createHash('md5').update(o.data).digest('base64'),
    crc32c: crc32cOf(o.data),
  };
}

/** `multipart/related`: a JSON metadata part, then the media part (what the client's simple upload sends). */
function parseMultipart(body: Buffer, contentType: string): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new Error('multipart sin boundary');
  const parts: Buffer[] = [];
  const marker = Buffer.from(`--${boundary}`);
  let at = body.indexOf(marker);
  while (at !== -1) {
    const next = body.indexOf(marker, at + marker.length);
    if (next === -1) break;
    parts.push(body.subarray(at + marker.length, next));
    at = next;
  }
  const payloads = parts.map((p) => {
    const split = p.indexOf('\r\n\r\n');
    const payload = p.subarray(split + 4);
    // Each part ends with the CRLF before the next boundary.
    return payload.subarray(0, payload.length - (payload.subarray(-2).toString() === '\r\n' ? 2 : 0));
  });
  if (payloads.length < 2) throw new Error('multipart incompleto');
  return { metadata: JSON.parse(payloads[0]!.toString('utf8')) as Record<string, unknown>, media: payloads[1]! };
}

/** Moments a test may hold open: another write between this one's read and its precondition check. */
export interface StandInHooks {
  beforeUpload?: () => Promise<void> | void;
  afterMetadata?: () => Promise<void> | void;
  /** Which buckets exist (the rehearsal's: those its setup plan made); without it, every bucket does. */
  bucketExists?: (bucket: string) => boolean;
}

export async function startStorageStandIn(
  opts: { port?: number; host?: string; dir?: string; hooks?: StandInHooks; faults?: StandInFaults } = {},
): Promise<StorageStandIn> {
  const objects = new Map<string, StoredObject>();
  let reads = 0;
  const faults = opts.faults ?? faultsFromEnv(process.env.STORAGE_STAND_IN_FAULTS);
  const random = faults.random ?? Math.random;
  const counts: FaultCounts = { rate: 0, flaky: 0, lostAck: 0 };
  /** When each object was last written (ms): the rate limit's clock. */
  const lastWrite = new Map<string, number>();
  const key = (bucket: string, name: string) => `${bucket}/${name}`;
  const fileOf = (k: string) => path.join(opts.dir!, `${encodeURIComponent(k)}.json`);
  if (opts.dir) {
    fs.mkdirSync(opts.dir, { recursive: true });
    for (const f of fs.readdirSync(opts.dir).filter((n) => n.endsWith('.json'))) {
      const saved = JSON.parse(fs.readFileSync(path.join(opts.dir, f), 'utf8')) as Omit<StoredObject, 'data'> & {
        data: string;
      };
      objects.set(key(saved.bucket, saved.name), { ...saved, data: Buffer.from(saved.data, 'base64') });
    }
  }
  // Microseconds since the epoch, as Cloud Storage's generations are: never reused, even after a restart.
  let last = 0;
  const nextGeneration = () => {
    last = Math.max(last + 1, Date.now() * 1000);
    return String(last);
  };

  function save(o: StoredObject): void {
    objects.set(key(o.bucket, o.name), o);
    if (!opts.dir) return;
    const file = fileOf(key(o.bucket, o.name));
    writeFileAtomic.sync(file, JSON.stringify({ ...o, data: o.data.toString('base64') }));
  }

  function read(bucket: string, name: string, generation: string | null): StoredObject | Answer {
    const o = objects.get(key(bucket, name));
    if (!o || (generation !== null && generation !== o.generation))
      return apiError(404, `No such object: ${bucket}/${name}`);
    return o;
  }

  function upload(bucket: string, query: URLSearchParams, body: Buffer, contentType: string): Answer {
    let name = query.get('name');
    let media = body;
    let type = contentType;
    if (query.get('uploadType') === 'multipart') {
      const parsed = parseMultipart(body, contentType);
      name = name ?? (parsed.metadata.name as string | undefined) ?? null;
      type = (parsed.metadata.contentType as string | undefined) ?? 'application/octet-stream';
      media = parsed.media;
    } else if (query.get('uploadType') !== 'media') {
      return apiError(400, `uploadType no admitido aquí: ${query.get('uploadType')}`);
    }
    if (!name) return apiError(400, 'Falta el nombre del objeto');
    const k = key(bucket, name);
    if (faults.rate && Date.now() - (lastWrite.get(k) ?? -Infinity) < OBJECT_WRITE_INTERVAL_MS) {
      counts.rate += 1;
      return apiError(
        429,
        `The object ${bucket}/${name} exceeded the rate limit for object mutation operations (create, update, ` +
          `and delete). Please reduce your request rate.`,
      );
    }
    const current = objects.get(k);
    const ifMatch = query.get('ifGenerationMatch');
    if (ifMatch !== null && (ifMatch === '0' ? current !== undefined : current?.generation !== ifMatch)) {
      return apiError(412, 'At least one of the pre-conditions you specified did not hold.');
    }
    const o: StoredObject = {
      bucket,
      name,
      generation: nextGeneration(),
      contentType: type,
      updated: new Date().toISOString(),
      data: media,
    };
    save(o);
    lastWrite.set(k, Date.now());
    if (faults.lostAck && random() < faults.lostAck) {
      // It landed; the answer is lost on the way back.
      counts.lostAck += 1;
      return apiError(503, 'We encountered an internal error. Please try again.');
    }
    return { status: 200, json: metadataOf(o) };
  }

  async function route(method: string, url: URL, body: Buffer, contentType: string): Promise<Answer> {
    // The client sends metadata calls to STORAGE_EMULATOR_HOST as it is, media to /download|/upload/storage/v1.
    const p = url.pathname.replace(/^\/(download|upload)?\/?storage\/v1\//, '/$1/').replace(/^\/\//, '/');
    const mediaDownload = url.pathname.startsWith('/download/') || url.searchParams.get('alt') === 'media';
    const obj = /^\/(?:download\/)?b\/([^/]+)\/o\/(.+)$/.exec(p);
    const uploadTo = /^\/upload\/b\/([^/]+)\/o$/.exec(p);
    const bucket = decodeURIComponent((obj ?? uploadTo)?.[1] ?? '');
    if (bucket && opts.hooks?.bucketExists && !opts.hooks.bucketExists(bucket))
      return apiError(404, 'The specified bucket does not exist.');
    if (faults.flaky && random() < faults.flaky) {
      counts.flaky += 1;
      return apiError(503, 'Service Unavailable: backend error, try again.');
    }
    if (method === 'POST' && uploadTo) {
      await opts.hooks?.beforeUpload?.();
      return upload(decodeURIComponent(uploadTo[1]!), url.searchParams, body, contentType);
    }
    if (obj && (method === 'GET' || method === 'HEAD')) {
      reads += 1;
      const found = read(decodeURIComponent(obj[1]!), decodeURIComponent(obj[2]!), url.searchParams.get('generation'));
      if ('status' in found) return found;
      if (mediaDownload) return { status: 200, bytes: found.data };
      const answer = { status: 200, json: metadataOf(found) };
      await opts.hooks?.afterMetadata?.();
      return answer;
    }
    if (obj && method === 'DELETE') {
      const k = key(decodeURIComponent(obj[1]!), decodeURIComponent(obj[2]!));
      if (!objects.delete(k)) return apiError(404, `No such object: ${k}`);
      if (opts.dir) fs.rmSync(fileOf(k), { force: true });
      return { status: 204 };
    }
    return apiError(501, `La réplica de Cloud Storage no implementa ${method} ${url.pathname}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      let answer: Answer;
      try {
        answer = await route(
          req.method ?? 'GET',
          new URL(req.url ?? '/', 'http://storage'),
          Buffer.concat(chunks),
          req.headers['content-type'] ?? '',
        );
      } catch (err) {
        answer = apiError(400, err instanceof Error ? err.message : String(err));
      }
      res.statusCode = answer.status;
      res.setHeader('Connection', 'close');
      if (answer.bytes) {
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(answer.bytes);
      } else if (answer.json !== undefined) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(answer.json));
      } else res.end();
    });
  });
  return { ...(await listen(server, opts)), reads: () => reads, faults: () => ({ ...counts }) };
}
