import type { ChildProcess } from 'node:child_process';
import { readDbFile } from '../db/export';
import type { StoredProperty } from '../db/schema';
import { requestFitting } from './fitting-bodies';

/* kill -9 under concurrent writers: the durability test and `npm run bench:durability` share it. */

export interface Acknowledged {
  /** Contact messages answered 201 (a change that announces nothing). */
  contacts: number[];
  /** Requests answered 201, each fitting the owner's property: each announces one notification to them. */
  requests: number[];
}

export interface KillTarget {
  base: string;
  /** The API's own process (not a launcher in front of it): the one the kill must hit. */
  child: ChildProcess;
  /** Bearer token of the seeker who publishes the requests. */
  seekerToken: string;
  seekerCode: number;
  /** A published property of the owner that every request fits. */
  property: StoredProperty;
}

/**
 * `writers` concurrent writers (half contact messages, half requests that notify the property's
 * owner) until `acks` changes are acknowledged, then kill -9 of the API in the middle of the burst.
 * Answers what was acknowledged; a write cut by the kill was never acknowledged and is not counted.
 */
export async function writeThenKill(target: KillTarget, o: { writers: number; acks: number; round: number }) {
  const acked: Acknowledged = { contacts: [], requests: [] };
  const json = { 'content-type': 'application/json' };
  let killed = false;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${target.base}${path}`, {
      method: 'POST',
      headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
      body: JSON.stringify(body),
    });
  async function writer(w: number): Promise<void> {
    for (let i = 0; !killed; i++) {
      const n = `${o.round}-${w}-${i}`;
      try {
        if (i % 2 === w % 2) {
          const message = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: `mensaje ${n}` };
          const res = await post('/contact/messages', message);
          if (res.status !== 201) throw new Error(`contacto: ${res.status} ${await res.text()}`);
          acked.contacts.push(((await res.json()) as { id: number }).id);
        } else {
          const request = requestFitting(target.property, target.seekerCode, { title: `Ráfaga ${n}` });
          const res = await post('/house-request/houserequest-registration', request, target.seekerToken);
          if (res.status !== 201) throw new Error(`solicitud: ${res.status} ${await res.text()}`);
          acked.requests.push(((await res.json()) as { houseRequestId: number }).houseRequestId);
        }
      } catch (err) {
        if (killed) return; // refused or reset after the kill: never acknowledged
        throw err;
      }
      if (!killed && acked.contacts.length + acked.requests.length >= o.acks) {
        killed = true;
        target.child.kill('SIGKILL');
      }
    }
  }
  await Promise.all(Array.from({ length: o.writers }, (_, w) => writer(w)));
  return acked;
}

export interface Losses {
  /** Acknowledged changes the file does not hold. */
  changes: number;
  /** Acknowledged requests whose notification to the owner the file does not hold. */
  notifications: number;
  /** Notifications about a request the file does not hold (announced, never happened). */
  orphans: number;
}

/** Reads the file after the kill (a connection of its own, as a restart would) and counts what is missing. */
export function lossesOf(dbFile: string, acked: Acknowledged, ownerCode: number): Losses {
  const disk = readDbFile(dbFile);
  const contacts = new Set(disk.contactMessages.map((c) => c.id));
  const requests = new Set(disk.houseRequests.map((r) => r.houseRequestId));
  const toOwner = disk.notifications.filter((n) => n.userCode === ownerCode && n.kind === 'request-match');
  const told = new Set(toOwner.map((n) => n.subject.houseRequestId));
  const missing = (ids: number[], kept: Set<number | undefined>) => ids.filter((id) => !kept.has(id)).length;
  return {
    changes: missing(acked.contacts, contacts) + missing(acked.requests, requests),
    notifications: missing(acked.requests, told),
    orphans: disk.notifications.filter((n) => {
      const id = n.subject.houseRequestId;
      return id !== undefined && !requests.has(id);
    }).length,
  };
}
