import { areaNames as areas, common } from '@lotengo/shared/i18n';
import type { RemoteName } from './declarations';

/** Spanish area name of each remote, for notices that only know the container name. */
export const REMOTE_AREA: Record<RemoteName, string> = {
  mf_requests: areas.requests,
  mf_properties: areas.properties,
  mf_inbox: areas.inbox,
  mf_account: areas.account,
};

export function areaOfRemote(remote: string): string {
  return REMOTE_AREA[remote as RemoteName] ?? common.appName;
}
