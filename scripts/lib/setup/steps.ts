/**
 * A step of the setup plan: one resource (the data the stand-in executor reads) and the commands that
 * bring it about (what the dry run prints and the apply executor runs). Idempotent by construction: a
 * resource that can exist is described first (`check`), then created when missing or brought up to date
 * when present; a grant is added (adding one that is there changes nothing); a revocation runs only
 * when the check prints the grant.
 */
import type { AppName } from '@lotengo/platform/releases/layout';

export type Tool = 'gcloud' | 'firebase';

export interface Command {
  tool: Tool;
  args: string[];
}

export interface Check {
  command: Command;
  /** `succeeds`: present when the command exits 0; `prints`: present when it exits 0 and prints something. */
  present: 'succeeds' | 'prints';
}

/** An IAM condition (title and CEL expression). */
export interface IamCondition {
  title: string;
  expression: string;
}

export type Resource =
  | { kind: 'project'; project: string; title: string }
  | { kind: 'billing'; project: string; billingAccount: string }
  | { kind: 'apis'; project: string; services: string[] }
  | { kind: 'bucket'; project: string; bucket: string; location: string }
  | { kind: 'site'; project: string; site: string; app: AppName }
  | { kind: 'target'; project: string; site: string; app: AppName; target: string }
  | { kind: 'account'; project: string; accountId: string; email: string; title: string }
  | { kind: 'project-role'; project: string; member: string; role: string }
  | { kind: 'bucket-role'; bucket: string; member: string; role: string; condition: IamCondition }
  | { kind: 'account-role'; project: string; account: string; member: string; role: string }
  | { kind: 'pool'; project: string; pool: string; title: string }
  | {
      kind: 'provider';
      project: string;
      pool: string;
      provider: string;
      title: string;
      issuer: string;
      mapping: Record<string, string>;
      condition: string;
    }
  | { kind: 'revoke-bucket-role'; bucket: string; member: string; role: string; why: string }
  | { kind: 'revoke-account-role'; project: string; account: string; member: string; role: string; why: string };

export interface Step {
  /** What it does, in Spanish (the dry run's comment, the apply's log line). */
  what: string;
  resource: Resource;
  check?: Check;
  /** Run when the check finds nothing. */
  ifMissing: Command[];
  /** Run when the check finds the resource (to converge it), or to revoke what it found. */
  ifPresent: Command[];
  /** Run every time (grants: adding one that is there changes nothing). */
  always: Command[];
}
