/**
 * What an SMTP failure means for the outbox, from nodemailer's error fields (`command`: the SMTP command
 * in flight, `responseCode`, `response` with its RFC 3463 enhanced status code, `code`: EAUTH,
 * ECONNECTION, ETIMEDOUT…). Only the recipient's or the message's refusal is about one mail: a 5xx
 * answer to RCPT TO or DATA fails that mail for good, a 4xx one retries it later. Everything else — the
 * login, the connection, the greeting, TLS, the sender address, a relay that refuses the account — is
 * the server's or the account's: no mail is at fault, so the whole queue pauses and every mail waits.
 */
export interface SmtpFailure {
  /** `mail`: this mail only (its recipient or content); `server`: the server or the account, every mail. */
  scope: 'mail' | 'server';
  /** A `mail` failure that retrying cannot change (5xx, or a 5.x.x enhanced code). */
  permanent: boolean;
  /** The recipient's address does not exist (5.1.x to RCPT TO): a hard bounce, the address is suppressed. */
  badAddress: boolean;
  /** In Spanish, with the server's own words: the log, the health answer and the row's lastError. */
  reason: string;
}

interface NodemailerError {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

/** `550 5.1.1 No such user` → { cls: 5, subject: 1, detail: 1 } (RFC 3463: class.subject.detail). */
export function enhancedCode(response: string): { cls: number; subject: number; detail: number } | null {
  const m = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})(?:\s|$)/.exec(response);
  return m ? { cls: Number(m[1]), subject: Number(m[2]), detail: Number(m[3]) } : null;
}

/**
 * Enhanced codes that refuse the account, not the recipient, whatever command they answer (RFC 4954,
 * RFC 3463): X.7.0 authentication required, X.7.8 credentials invalid, X.7.9 mechanism too weak,
 * X.7.11 encryption required, X.7.12 password transition needed; X.3.2 system not accepting messages.
 */
const ACCOUNT_CODES = new Set(['7.0', '7.8', '7.9', '7.11', '7.12', '3.2']);

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 240);

export function classifySmtpError(err: unknown): SmtpFailure {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as NodemailerError;
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';
  const code = typeof e.code === 'string' ? e.code : '';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const response = typeof e.response === 'string' ? oneLine(e.response) : '';
  const said = response || oneLine(typeof e.message === 'string' ? e.message : String(err));
  const enhanced = response ? enhancedCode(response) : null;
  const server = (reason: string): SmtpFailure => ({ scope: 'server', permanent: false, badAddress: false, reason });

  const accountLevel = enhanced && ACCOUNT_CODES.has(`${enhanced.subject}.${enhanced.detail}`);
  if ((command === 'RCPT TO' || command === 'DATA') && responseCode >= 400 && !accountLevel) {
    // The enhanced code decides where there is one (a "550 4.2.2" is a full mailbox: retry).
    const permanent = (enhanced?.cls ?? Math.floor(responseCode / 100)) === 5;
    const badAddress = permanent && command === 'RCPT TO' && enhanced?.subject === 1;
    const what = command === 'RCPT TO' ? 'rechazó al destinatario' : 'rechazó el mensaje';
    return {
      scope: 'mail',
      permanent,
      badAddress,
      reason: `el servidor SMTP ${what}${permanent ? '' : ' por ahora'} (${said})`,
    };
  }
  if (command.startsWith('AUTH') || code === 'EAUTH' || accountLevel)
    return server(`el servidor SMTP rechazó el inicio de sesión (${said}); revisa SMTP_USER y SMTP_PASS`);
  if (command === 'MAIL FROM')
    return server(`el servidor SMTP rechazó al remitente (${said}); revisa MAIL_FROM y la cuenta del proveedor`);
  if (code === 'ETLS' || command === 'STARTTLS') return server(`falló el cifrado TLS con el servidor SMTP (${said})`);
  if (responseCode >= 400) return server(`el servidor SMTP no acepta correos ahora (${said})`);
  return server(`no se pudo hablar con el servidor SMTP (${said})`);
}
