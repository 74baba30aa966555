import { common } from '@lotengo/shared/i18n';
import { EmptyState } from './empty-state';

/** Placeholder for an area that is not built yet: says so in Spanish instead of a blank page. */
export function UnderConstruction({ area }: { area?: string }) {
  return (
    <div className="lt-container lt-under-construction">
      <EmptyState
        title={area ? `${area}: ${common.underConstruction}` : common.underConstruction}
        body={<p>{common.underConstructionHint}</p>}
      />
    </div>
  );
}
