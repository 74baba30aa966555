import { paths } from '@lotengo/shared';
import { StandaloneHeader, StandalonePages } from '@lotengo/shared/standalone';
import PropertiesPage from '../expose/properties-page';
import PropertyCreatePage from '../expose/property-create-page';
import { CardPreview } from './card-preview';
import { propertiesTexts } from '../texts';

const t = propertiesTexts;

const links = [
  { to: '/', label: t.standalone.cardsTitle },
  { to: paths.properties, label: t.myPropertiesTitle },
  { to: paths.propertyCreate, label: t.createTitle },
];

/** The remote alone: its pages on their real paths, plus a live sample of the exposed card. */
export function StandaloneApp() {
  return (
    <StandalonePages
      demo="lucia"
      header={<StandaloneHeader title={t.standalone.title} navLabel={t.standalone.navLabel} links={links} />}
      routes={[
        { path: paths.properties, element: <PropertiesPage /> },
        { path: paths.propertyCreate, element: <PropertyCreatePage /> },
        { path: '*', element: <CardPreview /> },
      ]}
    />
  );
}
