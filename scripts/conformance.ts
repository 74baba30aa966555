/**
 * `npm run conformance -- --api URL (--tokens FILE | --auth-emulator URL)`: the API contract checked
 * against any backend. Every operation of the seed and of the capabilities the backend declares (GET
 * /capabilities) is called as a client would, its answer checked against the contract, and refused as it
 * must be: without a session, as another member, without the anti-forgery header, with a bad input. One
 * line per operation, a table per capability; exit 1 on any violation, 2 when it cannot run.
 * `--local` starts a throwaway mock API (MOCK_CAPABILITIES as set), an Auth emulator and a mail catcher.
 * What each check means, and what a backend needs: docs/api/README.md "Conformance".
 */
import os from 'node:os';
import { ArgsError, readArgs } from './lib/cli-args';
import { DEFAULT_TELEMETRY_VERSION, LOCAL_WEBHOOK_SECRET } from './lib/conformance/defaults';
import { startLocalBackend, type LocalBackend } from './lib/conformance/local-backend';
import { membersFromEmulator, membersFromFile, type Members } from './lib/conformance/members';
import { operationLines, summaryLines, violationsOf } from './lib/conformance/report';
import { runSuite } from './lib/conformance/runner';

const USAGE = [
  'Uso: npm run conformance -- --api URL (--tokens ARCHIVO | --auth-emulator URL) [opciones]',
  '     npm run conformance -- --local          (una API simulada de usar y tirar; MOCK_CAPABILITIES=seed|all|…)',
  '  --api URL                 la API, con su base: http://localhost:3000/mvp',
  '  --tokens ARCHIVO          {"a": "<ID token>", "b": "<ID token>", "fresh": "<opcional: cuenta sin usuario>"}',
  '  --auth-emulator URL       crea cuentas nuevas en ese emulador de Auth (http://127.0.0.1:9099)',
  '  --mail-catcher URL        buzón maildev donde llegan los e-mails de la API (el enlace de baja)',
  '  --unsubscribe-link URL    un enlace de baja de un e-mail al miembro A',
  `  --telemetry-version V     la versión que nombran los reportes de telemetría (${DEFAULT_TELEMETRY_VERSION})`,
  '  --webhook-secret S        el secreto del webhook de rebotes del backend (MAIL_WEBHOOK_SECRET; --local: el local)',
];

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = readArgs({
      args: process.argv.slice(2),
      options: {
        api: { type: 'string' },
        tokens: { type: 'string' },
        'auth-emulator': { type: 'string' },
        'mail-catcher': { type: 'string' },
        'unsubscribe-link': { type: 'string' },
        'telemetry-version': { type: 'string' },
        'webhook-secret': { type: 'string' },
        local: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    console.error(err.message);
    console.error(USAGE.join('\n'));
    return 2;
  }
  if (values.help) {
    console.info(USAGE.join('\n'));
    return 0;
  }
  if (!values.local && (!values.api || (!values.tokens && !values['auth-emulator']))) {
    console.error(USAGE.join('\n'));
    return 2;
  }

  let local: LocalBackend | undefined;
  const started = performance.now();
  try {
    if (values.local) {
      const capabilities = process.env.MOCK_CAPABILITIES || 'all';
      console.info(`API simulada de usar y tirar (MOCK_CAPABILITIES=${capabilities}), emulador de Auth y buzón…`);
      local = await startLocalBackend({ capabilities });
      console.info(`  lista en ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const api = values.api ?? local!.api;
    const emulator = values['auth-emulator'] ?? local?.authEmulator;
    let members: Members;
    try {
      members = values.tokens ? membersFromFile(values.tokens) : await membersFromEmulator(emulator!);
    } catch (err) {
      console.error(`No hay miembros para la prueba: ${(err as Error).message}`);
      return 2;
    }
    console.info(`Conformidad de ${api} con docs/api/openapi.json`);
    console.info(
      `  A: ${members.a.email} · B: ${members.b.email}${members.fresh ? ` · nueva: ${members.fresh.email}` : ''}`,
    );
    console.info('');
    const result = await runSuite({
      api,
      members,
      mailCatcher: values['mail-catcher'] ?? local?.mailCatcher,
      unsubscribeLink: values['unsubscribe-link'],
      telemetryVersion: values['telemetry-version'] ?? DEFAULT_TELEMETRY_VERSION,
      telemetryVersionGiven: Boolean(values['telemetry-version']),
      webhookSecret: values['webhook-secret'] ?? (local ? LOCAL_WEBHOOK_SECRET : undefined),
      onReport: (report) => console.info(operationLines(report).join('\n')),
      onArrangeFailure: (problem) => console.info(`✗ ${problem}`),
    });
    console.info('');
    console.info(
      result.seedOnly
        ? 'GET /capabilities respondió 404: solo las operaciones de la semilla.'
        : `Capacidades declaradas: ${result.declared.filter((c) => c !== 'seed').join(', ') || '(ninguna)'}`,
    );
    console.info('');
    console.info(summaryLines(result).join('\n'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `${seconds} s, carga ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return violationsOf(result).length ? 1 : 0;
  } catch (err) {
    console.error(`No se pudo ejecutar la prueba de conformidad: ${(err as Error).message}`);
    return 2;
  } finally {
    await local?.stop();
  }
}

void main().then((code) => process.exit(code));
