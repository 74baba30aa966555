import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { routeIdOf } from '@lotengo/shared';
import { shellTexts } from '../texts';

/** Its photo rides in the member chunk (a signed-in tab's, already loaded): not on a visitor's first load. */
const DetailFirstPhoto = lazy(() => import(/* webpackChunkName: "member" */ './detail-first-photo'));

/**
 * A property's detail while its code loads: the page's grid and the gallery's frame (their one rule is
 * @lotengo/shared's ui/detail-frame.css), with the first photo as soon as the property is known, and
 * room below so the footer stays out of view until the page fills it.
 */
export function DetailLoading() {
  const id = routeIdOf(useParams<{ propertyId: string }>().propertyId);
  return (
    <div className="lt-container detail-loading" aria-busy="true">
      <h1 className="visually-hidden">{shellTexts.titles.propertyDetail}</h1>
      <div className="ltd">
        <div className="ltd-media">
          <div className="ltg-frame">
            {id ? (
              <Suspense fallback={null}>
                <DetailFirstPhoto propertyId={id} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
