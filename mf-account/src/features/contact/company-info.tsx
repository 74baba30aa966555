import { useId } from 'react';
import { messages } from '@lotengo/shared/i18n';
import { accountTexts } from '../../texts';

const t = accountTexts.contact;
const company = messages.common.company;

/** docs/product/screens.md, Contact: the company's address in San Isidro and a phone number. */
export function CompanyInfo() {
  const titleId = useId();
  return (
    <aside className="lt-card acc-card acc-company" aria-labelledby={titleId}>
      <h2 id={titleId} className="acc-subtitle-heading">
        {t.officeTitle}
      </h2>
      <dl className="acc-details">
        <dt>{t.addressLabel}</dt>
        <dd>
          <address>{company.address}</address>
        </dd>
        <dt>{t.phoneLabel}</dt>
        <dd>
          <a href={company.phoneHref}>{company.phone}</a>
        </dd>
      </dl>
      <p className="lt-hint">{t.hours}</p>
    </aside>
  );
}
