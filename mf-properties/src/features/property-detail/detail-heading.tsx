import type { ReactNode } from 'react';
import { formatThousands, type Property } from '@lotengo/shared';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.detail;

/** The head of a property's page, the same in the full detail and the seed's: type, operation, title, price, place. */
export function DetailHeading({ property: p, title }: { property: Property; title: string }) {
  return (
    <>
      <p className="ltd-eyebrow">
        {p.propertyType} · {t.operations[p.processType] ?? p.processType}
      </p>
      <h1 id="ltd-title" className="ltd-title">
        {title}
      </h1>
      <p className="ltd-price">
        <span className="visually-hidden">{t.priceLabel}: </span>
        {t.price(formatThousands(p.price))} <span className="ltd-process">{p.processType}</span>
      </p>
      <p className="ltd-muted">{[p.district, p.province, p.department].filter(Boolean).join(', ')}</p>
    </>
  );
}

/** What the viewer can do with the property, under its heading (a title for screen readers only). */
export function DetailActions({ children }: { children: ReactNode }) {
  return (
    <section className="ltd-actions" aria-labelledby="ltd-actions-title">
      <h2 id="ltd-actions-title" className="visually-hidden">
        {t.actionsTitle}
      </h2>
      {children}
    </section>
  );
}
