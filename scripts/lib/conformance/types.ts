import type { Capability, NamedOperation, OperationId } from '@lotengo/shared/contracts/operations';
import type { BadInputPlace } from './answer';

/** The two members the suite acts as: `a` owns the data under test, `b` is the other member. */
export type MemberKey = 'a' | 'b';

export interface Member {
  key: MemberKey | 'fresh';
  idToken: string;
  uid: string;
  email: string;
  /** Known once the backend has a user for the account (GET /users/getUserByUuid or the registration). */
  userCode?: number;
  firstName?: string;
}

/** A file sent as multipart/form-data. */
export interface UploadFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** One call of an operation: who makes it and with what. The method and path are always the operation's. */
export interface CallSpec {
  /** The caller (its ID token and its XSRF cookie), or null for a call without a session. */
  who: MemberKey | 'fresh' | null;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body. */
  body?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  file?: UploadFile;
  /** The caller's token with a signature nobody made (a token the backend must not accept). */
  forgedToken?: true;
  /** Leave the X-XSRF-TOKEN header out even though the call writes (the anti-forgery check). */
  withoutXsrf?: true;
  /** HTTP Basic with this password (a webhook's secret; any user name). */
  basicAuth?: string;
  /** Server-Sent Events: read the stream for this long (or until the first event), then leave. */
  streamMs?: number;
}

/** What the backend answered. */
export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON, the text, or undefined for an empty body (a stream: its events). */
  body: unknown;
  text: string;
  events?: Array<{ event: string; data: string }>;
  /** A validating proxy's findings (Prism's `sl-violations` header), when one is in front. */
  violations?: string;
}

/** The lists and records the run has found or made so far, for the calls that come after. */
export interface World {
  members: Record<MemberKey, Member> & { fresh?: Member };
  declared: ReadonlySet<Capability>;
  /** Ids, answers and values the steps leave for later ones (`propertyA`, `requestA`, `offerToA`, …). */
  facts: Record<string, unknown>;
  /** Options of the command line a step may need (an unsubscribe link, a telemetry version). */
  options: SuiteOptions;
}

export interface SuiteOptions {
  /** An unsubscribe link of an e-mail to member A (the signed-link calls' success). */
  unsubscribeLink?: string;
  /** A mail catcher (maildev's web address) where member A's e-mails arrive: the unsubscribe link is read there. */
  mailCatcher?: string;
  /** The version telemetry reports name (a backend with a release registry counts only versions it knows). */
  telemetryVersion: string;
  /** The mail provider webhook's secret (the backend's MAIL_WEBHOOK_SECRET), when the run may use it. */
  webhookSecret?: string;
  /** The version was given on the command line: a refusal of it is the backend's fault. */
  telemetryVersionGiven?: boolean;
  /** Operations left out of this run, and why (the stream, through a proxy that waits for a whole answer). */
  leaveOut?: Partial<Record<OperationId, string>>;
}

/**
 * How the suite exercises one operation: the call a client makes that must succeed (or why it cannot be
 * made here), what its answer teaches the run, and the refusals that differ from the defaults.
 */
/** A call whose refusals can be checked here but whose success cannot (no signed link), and why. */
export interface RefusalsOnly {
  refusalsOnly: CallSpec;
  why: string;
}

/**
 * How the suite exercises one operation: the call a client makes that must succeed (or why it cannot be
 * made here), what its answer teaches the run, and the refusals that differ from the defaults.
 */
export interface Case {
  /** The call that must succeed, built from what the run knows; a string says why it cannot be made. */
  call(w: World): CallSpec | RefusalsOnly | string;
  /** Reads the answer for later steps (a new id). */
  learn?(w: World, answer: Answer): void;
  /**
   * Another member on this member's data, which must be refused (403, or 404 where the operation declares
   * it). Default: a `self` or `token` call made by the other member with the same path and body; none for
   * other accesses. A string: why there is none here.
   */
  foreign?: (w: World, ok: CallSpec) => CallSpec | string;
  /** The call without a session, when leaving out the caller is not enough (the stream's ticket). */
  noSession?: (w: World, ok: CallSpec) => CallSpec;
  /** A bad input of its own instead of the one derived from the contract (or why there is none). */
  badInput?: (w: World, ok: CallSpec) => { spec: CallSpec; where: BadInputPlace; what: string } | string;
  /**
   * Why a refusal, instead of the success, says nothing against the backend here (a telemetry version its
   * registry does not know, its rate limit): the success is then left unchecked, the refusal still is.
   */
  unverifiable?: (w: World, answer: Answer) => string | undefined;
  /** One more success answer and what it means (a local-only call's 404 anywhere else). */
  alsoAccept?: { status: number; meaning: string };
}

export type Cases = Record<OperationId, Case>;

/** A helper step between operations: arranges data through the API (another member's property, …). */
export interface Arrange {
  arrange: string;
  /** Runs only when these capabilities are declared (the seed's calls are always there). */
  needs?: readonly Capability[];
  run(w: World, call: (op: NamedOperation, spec: CallSpec) => Promise<Answer>): Promise<void>;
}

export type CheckKind = 'success' | 'noSession' | 'badToken' | 'foreign' | 'xsrf' | 'badInput';

export interface CheckResult {
  kind: CheckKind;
  ok: boolean;
  /** Short, for the operation's line: "200 esquema", "401 sin sesión", … */
  label: string;
  /** Why it failed: the operation, what was sent, the field. */
  problem?: string;
}

export interface OperationReport {
  operationId: OperationId;
  capability: Capability;
  /** Not run: the capability is not declared, or the call could not be made (why). */
  skipped?: string;
  checks: CheckResult[];
  /** Checks that could not run here, and why (no second member's data, no signed link). */
  notRun: string[];
}
