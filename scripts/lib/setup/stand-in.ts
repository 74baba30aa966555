/**
 * The plan run against the rehearsal's stand-ins (`npm run rehearsal`): the bucket the storage
 * stand-in keeps, the site folders the Hosting emulator serves, the accounts the token stand-in signs
 * for — the same steps production's apply runs, each resource made where the rehearsal has its
 * replica. What the stand-ins do not model (projects, billing, APIs, IAM grants, the identity pool) is
 * listed as left out, never silently dropped. Unlike the real apply it runs on a demo project, which
 * is what the rehearsal is; placeholders do not stop it (nothing real is reached).
 */
import type { AppName } from '@lotengo/platform/releases/layout';
import type { SetupPlan } from './plan';

export interface StandIns {
  createBucket(bucket: string): void;
  createSite(app: AppName, site: string): void;
  createAccount(email: string): void;
}

export interface StandInOutcome {
  made: string[];
  /** Steps the stand-ins have nothing for, by what they are. */
  leftOut: string[];
}

export function applyToStandIns(plan: SetupPlan, standIns: StandIns): StandInOutcome {
  const out: StandInOutcome = { made: [], leftOut: [] };
  for (const { what, resource: r } of plan.steps) {
    if (r.kind === 'bucket') standIns.createBucket(r.bucket);
    else if (r.kind === 'site') standIns.createSite(r.app, r.site);
    else if (r.kind === 'account') standIns.createAccount(r.email);
    else if (r.kind !== 'target') {
      out.leftOut.push(what);
      continue;
    }
    out.made.push(what);
  }
  return out;
}
