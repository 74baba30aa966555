/**
 * Where and how the API sends e-mail, from the environment (README "Environment"). Locally (LOTENGO_ENV
 * unset or `local`) every setting has a default that points at the mail catcher `npm start` runs; in any
 * other environment nothing is guessed: a missing or unsafe setting is a refusal that names it, so a
 * forgotten variable never sends real people's alerts through a stranger's relay or with links to
 * localhost (the same rule as deploy/<environment>.json, shared/build/deploy-settings.ts).
 */

export const LOCAL_ENVIRONMENT = 'local';
/** maildev's own default SMTP port: the catcher `npm start` runs (scripts/lib/mail-catcher.ts). */
export const DEFAULT_CATCHER_SMTP_PORT = 1025;
/** Mails per person per Lima day, the summary included: an owner of many properties is not flooded. */
export const DEFAULT_DAILY_LIMIT = 10;
/** The Lima hour after which the previous day's summaries go out (a morning read). */
export const DEFAULT_SUMMARY_HOUR = 8;
/** An unsubscribe or webhook secret shorter than this is refused outside local: signatures and access depend on it. */
export const MIN_SECRET_LENGTH = 32;
/**
 * The mail provider's webhook password locally (MAIL_WEBHOOK_SECRET unset): known, so the demo and the
 * tests can feed a bounce; the API listens on loopback there. Any other environment must set its own.
 */
export const LOCAL_WEBHOOK_SECRET = 'lotengo-local-webhook';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS, required outside local. */
  secure: boolean;
  requireTLS: boolean;
  user?: string;
  pass?: string;
}

export interface MailSettings {
  environment: string;
  local: boolean;
  smtp: SmtpSettings;
  from: { name: string; address: string };
  /** The site's public origin: every button and link of a mail leads there. */
  siteUrl: string;
  /** The API's public base (…/mvp): the unsubscribe links, which work without the site. */
  publicApiUrl: string;
  /** Signs the unsubscribe links; locally, when unset, a random one kept in the database (mail/unsubscribe.ts). */
  unsubscribeSecret?: string;
  /** The password of the provider's bounce and complaint webhook (HTTP Basic; routes/email-delivery.ts). */
  webhookSecret: string;
  /** The domain of every Message-ID (the sender's address's). */
  messageIdDomain: string;
  dailyLimit: number;
  summaryHour: number;
  /** "Send my summary now" (`alertApiPaths.emailSummaryNow`): the demo and the journeys, never a real environment. */
  summaryOnDemand: boolean;
}

/** The environment cannot send e-mail safely: the API refuses to start, naming every setting at fault. */
export class MailSettingsError extends Error {
  override name = 'MailSettingsError';
}

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1|[^.]+\.localhost)$/i;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** "Lo Tengo <avisos@lotengo.pe>" or a bare address. */
function parseFrom(value: string): { name: string; address: string } | null {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  const name = named ? named[1]!.replace(/^"|"$/g, '') : 'Lo Tengo';
  const address = (named ? named[2]! : value).trim();
  return ADDRESS.test(address) ? { name: name || 'Lo Tengo', address } : null;
}

const withMvp = (url: string) => (/\/mvp\/?$/.test(url) ? url.replace(/\/$/, '') : `${url.replace(/\/$/, '')}/mvp`);

function intIn(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  problems.push(`${name} debe ser un entero de ${min} a ${max} (es "${raw}")`);
  return fallback;
}

/** A public https origin outside local (no localhost, no plain http): mails leave this machine. */
function publicUrl(raw: string | undefined, name: string, local: boolean, problems: string[]): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name} no es una URL ("${raw}")`);
    return undefined;
  }
  if (!local && (url.protocol !== 'https:' || LOCAL_HOST.test(url.hostname))) {
    problems.push(`${name} debe ser una URL https pública fuera de local (es "${raw}")`);
  }
  return raw.replace(/\/$/, '');
}

/**
 * The mail settings of this process. `apiPort` and `shellPort` give the local defaults of the links
 * (the site and the API on this machine). Throws MailSettingsError listing every problem at once.
 */
export function readMailSettings(
  env: NodeJS.ProcessEnv,
  defaults: { apiPort: number; shellPort?: number },
): MailSettings {
  const environment = env.LOTENGO_ENV?.trim() || LOCAL_ENVIRONMENT;
  const local = environment === LOCAL_ENVIRONMENT;
  const problems: string[] = [];
  const required = (name: string): string | undefined => {
    const value = env[name]?.trim();
    if (!value && !local) problems.push(`falta ${name}`);
    return value || undefined;
  };

  const host = required('SMTP_HOST') ?? '127.0.0.1';
  const catcherPort = intIn(env.MAIL_SMTP_PORT, DEFAULT_CATCHER_SMTP_PORT, 1, 65535, 'MAIL_SMTP_PORT', problems);
  const port = intIn(required('SMTP_PORT'), catcherPort, 1, 65535, 'SMTP_PORT', problems);
  const secure = env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true';
  const user = required('SMTP_USER');
  const pass = required('SMTP_PASS');
  const fromRaw = required('MAIL_FROM') ?? 'Lo Tengo <avisos@lotengo.test>';
  const from = parseFrom(fromRaw);
  if (!from) problems.push(`MAIL_FROM no es una dirección de correo ("${fromRaw}")`);
  const siteUrl =
    publicUrl(required('SITE_URL'), 'SITE_URL', local, problems) ?? `http://localhost:${defaults.shellPort ?? 8080}`;
  const apiUrl =
    publicUrl(required('PUBLIC_API_URL'), 'PUBLIC_API_URL', local, problems) ?? `http://localhost:${defaults.apiPort}`;
  const unsubscribeSecret = required('MAIL_UNSUBSCRIBE_SECRET');
  if (unsubscribeSecret && unsubscribeSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`MAIL_UNSUBSCRIBE_SECRET debe tener al menos ${MIN_SECRET_LENGTH} caracteres`);
  }
  const webhookSecret = required('MAIL_WEBHOOK_SECRET');
  if (webhookSecret && webhookSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`MAIL_WEBHOOK_SECRET debe tener al menos ${MIN_SECRET_LENGTH} caracteres`);
  }
  const dailyLimit = intIn(env.MAIL_DAILY_LIMIT, DEFAULT_DAILY_LIMIT, 2, 1000, 'MAIL_DAILY_LIMIT', problems);
  const summaryHour = intIn(env.MAIL_SUMMARY_HOUR, DEFAULT_SUMMARY_HOUR, 0, 23, 'MAIL_SUMMARY_HOUR', problems);
  if (problems.length) {
    throw new MailSettingsError(`Ajustes de correo para LOTENGO_ENV=${environment}: ${problems.join('; ')}`);
  }
  const address = from!.address;
  return {
    environment,
    local,
    // Outside local the connection must be encrypted (TLS, or STARTTLS that cannot be skipped).
    smtp: { host, port, secure, requireTLS: !local && !secure, ...(user ? { user } : {}), ...(pass ? { pass } : {}) },
    from: from!,
    siteUrl,
    publicApiUrl: withMvp(apiUrl),
    ...(unsubscribeSecret ? { unsubscribeSecret } : {}),
    webhookSecret: webhookSecret ?? LOCAL_WEBHOOK_SECRET,
    messageIdDomain: address.slice(address.indexOf('@') + 1),
    dailyLimit,
    summaryHour,
    summaryOnDemand: local,
  };
}
