import { useQuery } from '@tanstack/react-query';
import { referenceQueries } from '@lotengo/shared';

/** The avatar presets (docs/product/entities.md): only the registry form and the avatar picker ask for them. */
export const useProfileImages = () => useQuery(referenceQueries.profileImages());
