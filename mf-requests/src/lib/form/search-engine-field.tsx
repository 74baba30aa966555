import { CheckboxField } from '@lotengo/shared/form';
import { requestFormTexts } from '../../texts';

const f = requestFormTexts.form;

/**
 * The seeker's one choice about search engines (`indexable`): checked, the request's public page is indexed and
 * previewed with its image; unchecked, it is kept out (noindex, no sitemap, no image) and the app still lists it.
 */
export function SearchEngineField({ id }: { id: string }) {
  return <CheckboxField name="indexable" id={`${id}-indexable`} label={f.indexable} hint={f.indexableHint} />;
}
