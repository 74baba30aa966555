import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface CardPageProps {
  /** The page's own class next to acc-page (acc-auth, acc-contact). */
  className: string;
  title: string;
  subtitle: string;
  /** "¿Ya tienes cuenta? Ingresa": the line under the card that leads to the other form. */
  switchTo?: { text: string; label: string; to: string };
  /** Shown under the card, inside the page (the contact page's company details). */
  after?: ReactNode;
  children: ReactNode;
}

/** An account page made of one card (login, registry, contact): h1, subtitle, the form, the switch line. */
export function CardPage({ className, title, subtitle, switchTo, after, children }: CardPageProps) {
  const titleId = useId();
  return (
    <section className={`acc-page ${className}`} aria-labelledby={titleId}>
      <div className="lt-card acc-card">
        <h1 id={titleId} className="acc-title">
          {title}
        </h1>
        <p className="acc-subtitle">{subtitle}</p>
        {children}
        {switchTo ? (
          <p className="acc-center acc-switch">
            {switchTo.text} <Link to={switchTo.to}>{switchTo.label}</Link>
          </p>
        ) : null}
      </div>
      {after}
    </section>
  );
}
