import { messages } from '@lotengo/shared';

const areas = messages.shell.areas;

/** Spanish area name of each remote, for notices that only know the container name. */
export const REMOTE_AREA: Record<string, string> = {
  mf_requests: areas.requests,
  mf_properties: areas.properties,
  mf_inbox: areas.inbox,
  mf_account: areas.account,
};

export function areaOfRemote(remote: string): string {
  return REMOTE_AREA[remote] ?? messages.common.appName;
}
