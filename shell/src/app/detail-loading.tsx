import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '@lotengo/shared';

/** Its photo rides in the member chunk (a signed-in tab's, already loaded): not on a visitor's first load. */
const DetailFirstPhoto = lazy(() => import(/* webpackChunkName: "member" */ './detail-first-photo'));

/** An id as the detail page accepts it. */
const PROPERTY_ID = /^\d{1,9}$/;

/**
 * A property's detail while its code loads: the page's grid and the gallery's frame (their one rule is
 * @lotengo/shared's ui/detail-frame.css), with the first photo as soon as the property is known, and
 * room below so the footer stays out of view until the page fills it.
 */
export function DetailLoading() {
  const { propertyId = '' } = useParams<{ propertyId: string }>();
  return (
    <div className="lt-container detail-loading" aria-busy="true">
      <h1 className="visually-hidden">{messages.shell.titles.propertyDetail}</h1>
      <div className="ltd">
        <div className="ltd-media">
          <div className="ltg-frame">
            {PROPERTY_ID.test(propertyId) ? (
              <Suspense fallback={null}>
                <DetailFirstPhoto propertyId={Number(propertyId)} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
