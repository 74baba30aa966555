import { useCharacteristics, type PropertyDetail } from '@lotengo/shared';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.detail;

const yesNo = (flag: 0 | 1 | undefined) => (flag === undefined ? t.notGiven : flag === 1 ? t.yes : t.no);
/** A count of 0 is "not given" (a plot of land has no bedrooms; the API stores 0 for none given). */
const count = (n: number) => (n > 0 ? String(n) : t.notGiven);

/** Rooms, areas, year, service and common areas, and the other characteristics the owner ticked. */
export function PropertyFacts({ property: p }: { property: PropertyDetail }) {
  const names = useCharacteristics();
  const others = (names.data ?? []).filter((c) => p.characteristics.includes(c.characteristicId)).map((c) => c.name);
  const rows: [string, string][] = [
    [t.bedrooms, count(p.numberBedrooms)],
    [t.bathrooms, count(p.numberBathrooms)],
    [t.parking, count(p.numberParkinglot)],
  ];
  if (p.totalArea > 0) rows.push([t.totalArea, t.area(p.totalArea)]);
  if (p.coveredArea > 0) rows.push([t.coveredArea, t.area(p.coveredArea)]);
  if (p.yearConstruction > 0) rows.push([t.yearConstruction, String(p.yearConstruction)]);
  rows.push([t.serviceArea, yesNo(p.numberServicesAreas)], [t.commonAreas, yesNo(p.numberCommonArea)]);
  return (
    <section className="ltd-section" aria-labelledby="ltd-facts">
      <h2 id="ltd-facts">{t.factsTitle}</h2>
      <FactList rows={rows} />
      {others.length > 0 ? (
        <>
          <h3 className="ltd-sub">{t.otherFeatures}</h3>
          <ul className="ltd-chips">
            {others.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Address, reference and the three levels of place. */
export function PropertyLocation({ property: p }: { property: PropertyDetail }) {
  const rows: [string, string][] = [[t.address, p.address]];
  if (p.referenceAddress.trim()) rows.push([t.reference, p.referenceAddress]);
  rows.push([t.district, p.district], [t.province, p.province], [t.department, p.department]);
  return (
    <section className="ltd-section" aria-labelledby="ltd-location">
      <h2 id="ltd-location">{t.locationTitle}</h2>
      <FactList rows={rows} />
    </section>
  );
}

/** Terms and values as a description list (facts, place, codes). */
export function FactList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="ltd-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
