import { Link, Route, Routes } from 'react-router-dom';
import { paths } from '@lotengo/shared';
import PropertiesPage from '../expose/properties-page';
import PropertyCreatePage from '../expose/property-create-page';
import { CardPreview } from './card-preview';
import { propertiesTexts } from '@lotengo/shared/i18n/properties';

const t = propertiesTexts;

/** The remote alone: its pages on their real paths, plus a live preview of the exposed card. */
export function StandaloneApp() {
  return (
    <>
      <header className="lt-container">
        <p>
          <strong>{t.standalone.title}</strong>
        </p>
        <nav aria-label={t.standalone.navLabel}>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
            <li>
              <Link to="/">{t.standalone.cardsTitle}</Link>
            </li>
            <li>
              <Link to={paths.properties}>{t.myPropertiesTitle}</Link>
            </li>
            <li>
              <Link to={paths.propertyCreate}>{t.createTitle}</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path={paths.properties} element={<PropertiesPage />} />
          <Route path={paths.propertyCreate} element={<PropertyCreatePage />} />
          <Route path="*" element={<CardPreview />} />
        </Routes>
      </main>
    </>
  );
}
