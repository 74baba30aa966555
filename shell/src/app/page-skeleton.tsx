import { Spinner } from '@lotengo/shared';

/**
 * What a remote page shows while its code loads: its real heading and a sized space. Prerendered into
 * the route's HTML (landing-prerender.tsx), the heading paints before any JavaScript, and the remote's
 * own <h1>, the same text in the same box, replaces it without a jump or a later largest paint.
 */
export function PageSkeleton({ heading }: { heading: string }) {
  return (
    <div className="page-skeleton">
      <h1 className="page-skeleton__title">{heading}</h1>
      <div className="remote-loading">
        <Spinner size="lg" />
      </div>
    </div>
  );
}
