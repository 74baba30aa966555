/** `/solicitud/{id}-{slug}/vista-previa-{version}.png`: the image of a live request, cached for good. */
import { fetchRequest } from './api';
import { movedTo, notFound, type PublicAnswer, type PublicPageContext } from './context';
import { previewFacts, previewImagePath, previewPng } from './preview-image';
import { isLiveRequest } from '@lotengo/mf-requests/public-request';

/** The URL holds the version, so one URL is always the same image. */
export const IMAGE_CACHE = 'public, max-age=31536000, immutable';

export async function answerPreviewImage(ctx: PublicPageContext, id: number, urlPath: string): Promise<PublicAnswer> {
  const r = await fetchRequest(ctx.api, id);
  // No image of a closed request (a chat that unfurls it again shows none), nor of one kept out of search engines.
  if (!r || !isLiveRequest(r) || !r.indexable) return notFound();
  const current = previewImagePath(r);
  // A stale version or slug: the request changed since the link was shared.
  if (urlPath !== current) return movedTo(ctx, current);
  return {
    status: 200,
    headers: { 'Content-Type': 'image/png', 'Cache-Control': IMAGE_CACHE },
    body: await previewPng(r.houseRequestId, previewFacts(r)),
  };
}
