/**
 * The mails as a mail client gets them: one HTML document a client can show (no script, absolute links,
 * nothing fixed wider than a 360 px phone), the same words in the plain-text part, member text escaped.
 * The journeys (e2e/email) open them at 360 px in Chromium.
 */
import type { MailContent, SummaryContent } from '../mail/content';
import { renderMail } from '../mail/render';

const site = 'https://lotengo.example';
const ctx = {
  siteUrl: site,
  unsubscribeHref: 'https://api.lotengo.example/mvp/email/unsubscribe?u=1&k=x&s=y',
  firstName: 'Lucía',
};
const alert: MailContent = {
  kind: 'request-match',
  subject: 'Una solicitud encaja con tu propiedad',
  heading: 'Una solicitud encaja con tu propiedad',
  body: 'Alguien busca <b>departamento</b> en alquiler en Miraflores.',
  facts: [
    ['Distrito', 'Miraflores'],
    ['Presupuesto', '$ 1,000 - $ 1,600'],
  ],
  action: { label: 'Ver la solicitud y responder', path: '/page/requests?lotengo=7' },
};
const summary: SummaryContent = { kind: 'summary', day: '2026-11-26', items: [alert, { ...alert, heading: 'Otra' }] };

describe.each([
  ['an alert', alert],
  ['a daily summary', summary],
] as const)('%s', (_name, content) => {
  it('is one HTML document a mail client can show, with the same words in plain text', async () => {
    const { subject, html, text } = await renderMail(content, { ...ctx, frequency: 'instant' });
    expect(subject.length).toBeGreaterThan(10);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html [^>]*lang="es"/);
    expect(html).not.toMatch(/<script|<link\b|<iframe|<form/i);
    // Every link leads to the site or the API by an absolute address (a mail has no base URL).
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^https:\/\//);
    // Nothing fixed wider than a phone: widths above 360 px are only ever maxima.
    for (const [, px] of html.matchAll(/(?<![-\w])width:\s*(\d+)px/g)) expect(Number(px)).toBeLessThanOrEqual(360);
    expect(html).not.toContain('<b>departamento</b>');
    expect(html).toContain('&lt;b&gt;departamento&lt;/b&gt;');
    expect(text).toContain('Hola, Lucía:');
    expect(text).toContain(`Ver la solicitud y responder ${site}/page/requests?lotengo=7`);
    expect(text).toContain('Dejar de recibir');
  });
});

it('the footer says why: at once or in the summary', async () => {
  const instant = await renderMail(alert, { ...ctx, frequency: 'instant' });
  expect(instant.text).toContain('elegiste recibir solicitudes que encajan con tus propiedades al instante');
  const daily = await renderMail(summary, { ...ctx, frequency: 'daily' });
  expect(daily.subject).toBe('Tu resumen de Lo Tengo del jueves, 26 de noviembre de 2026: 2 avisos');
  expect(daily.text).toContain('Recibes este resumen porque elegiste recibir algunos avisos en un resumen diario.');
});
