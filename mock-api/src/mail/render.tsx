import { render, toPlainText } from '@react-email/render';
import type { EmailFrequency, EmailKind } from '@lotengo/shared/contracts/alerts';
import { formatVisitDate } from '@lotengo/shared/format/visit-dates';
import { paths, PROFILE_TABS } from '@lotengo/shared/routing';
import type { OutboxContent } from './content';
import { AlertMail } from './templates/alert-mail';
import { SummaryMail } from './templates/summary-mail';
import { mailTexts, scopeName } from './texts';

export interface RenderContext {
  /** The site's origin: every button is this plus the page's path. */
  siteUrl: string;
  /** The signed unsubscribe link of this mail (its kind, or the summary); none for an address's verification. */
  unsubscribeHref?: string;
  firstName: string;
  /** How often the person chose to get this kind (the footer says why they got it). */
  frequency: EmailFrequency;
}

export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part, made from the same HTML: what a text-only client or a screen reader reads. */
  text: string;
}

const NOTIFICATIONS_TAB = PROFILE_TABS[2];

/** A mail of the outbox as the person will read it: subject, HTML and text, built from React components. */
export async function renderMail(content: OutboxContent, ctx: RenderContext): Promise<RenderedMail> {
  const absolute = (path: string) => `${ctx.siteUrl}${path}`;
  const greeting = mailTexts.greeting(ctx.firstName);
  const preferences = absolute(paths.profileTab(NOTIFICATIONS_TAB));
  const f = mailTexts.footer;
  const unsubscribe = (label: string) => (ctx.unsubscribeHref ? { label, href: ctx.unsubscribeHref } : undefined);
  if (content.kind === 'verify-address') {
    const alert = { heading: content.heading, body: content.body, facts: [], action: content.action };
    const footer = { why: mailTexts.verifyAddress.why, preferences };
    const element = <AlertMail content={alert} greeting={greeting} actionHref={content.action.href} footer={footer} />;
    return finish(content.subject, await render(element));
  }
  if (content.kind === 'summary') {
    const day = formatVisitDate(content.day);
    const footer = {
      why: f.whySummary,
      unsubscribe: unsubscribe(f.unsubscribe(scopeName('summary'))),
      preferences,
    };
    const element = (
      <SummaryMail
        content={content}
        day={day}
        greeting={greeting}
        actionHrefs={content.items.map((i) => absolute(i.action.path))}
        footer={footer}
      />
    );
    return finish(mailTexts.summary.subject(day, content.items.length), await render(element));
  }
  const kind: EmailKind = content.kind;
  const footer = {
    why: f.why(mailTexts.kindNames[kind], ctx.frequency),
    unsubscribe: unsubscribe(f.unsubscribe(scopeName(kind))),
    preferences,
  };
  const element = (
    <AlertMail content={content} greeting={greeting} actionHref={absolute(content.action.path)} footer={footer} />
  );
  return finish(content.subject, await render(element));
}

function finish(subject: string, html: string): RenderedMail {
  return { subject, html, text: toPlainText(html) };
}
