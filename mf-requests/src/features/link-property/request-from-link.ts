import { type HouseRequest } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';

/**
 * The request a ?lotengo= link names, when it still takes offers; otherwise null, after saying why in
 * Spanish (paused, closed or expired; not found). Loaded only when such a link is opened.
 */
export async function requestFromLink(houseRequestId: number): Promise<HouseRequest | null> {
  try {
    const request = await api.getHouseRequest(houseRequestId);
    if (request.state && request.state !== 'active') {
      notify.warning(alertsTexts.refusals.notOpen[request.state], messages.toasts.invalidForm.title);
      return null;
    }
    return request;
  } catch (err) {
    const refused = isApiError(err) && err.status >= 400 && err.status < 500;
    notify[refused ? 'warning' : 'error'](
      apiErrorMessage(err),
      refused ? messages.toasts.invalidForm.title : messages.toasts.saveFailure.title,
    );
    return null;
  }
}

/** Opens "¡Lo tengo!" for the request a link names, once it is known to take offers. */
export async function openFromLink(raw: string, loTengo: (request: HouseRequest) => void): Promise<void> {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return;
  const request = await requestFromLink(id);
  if (request) loTengo(request);
}
