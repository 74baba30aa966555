import { shellTexts } from '../texts';

const t = shellTexts.home;

/** The three steps of docs/product/README.md: publish confidentially, multiply visibility, choose among offers. */
export function HowItWorks() {
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">{t.howItWorksTitle}</h2>
      <ol className="how-it-works__steps">
        {t.steps.map((step, index) => (
          <li key={step.title} className="how-it-works__step">
            <span className="how-it-works__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
