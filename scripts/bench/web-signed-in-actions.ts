/**
 * The signed-in bench's actions (`npm run bench:web -- --signed-in`): on a page already open and idle,
 * the time from the press (pointerdown's timestamp) to the animation frame at which the dialog it
 * opens is visible, and to when its data is shown. The page itself is opened by web-signed-in.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { paths } from '@lotengo/shared/routing';
import { demoUser } from '@lotengo/mock-api/demo-users';
import { apiPaths, buildPath, type HouseRequest } from '@lotengo/shared/contracts';
import { messages } from '@lotengo/shared/i18n';
import { idTokenOf, type SessionSnapshot } from './web-session';
import {
  openTimedPage,
  readState,
  TIMED_PAGES,
  type BenchUser,
  type InPageState,
  type TimedPage,
} from './web-signed-in';
import { inboxTexts } from '@lotengo/mf-inbox/texts';
import { propertiesTexts } from '@lotengo/mf-properties/texts';
import { requestFormTexts, requestsTexts } from '@lotengo/mf-requests/texts';

export interface ActionContext {
  apiUrl: string;
  session: SessionSnapshot;
  userCode: number;
  /** Every signed-in user's session (an action may arrange data as another). */
  sessions: Record<BenchUser, SessionSnapshot>;
}

export interface ActionSpec {
  key: 'like' | 'likeNoHours' | 'loTengo' | 'hours' | 'bell';
  label: string;
  user: BenchUser;
  page: TimedPage;
  /** The dialog's (or the panel's) accessible name; with `toast`, the text of the toast the press brings. */
  dialog: string;
  toast?: boolean;
  /** Inside the dialog: what shows its data has arrived. */
  dataSelector: string;
  /** The button to press on the open page. */
  button(page: Page, ctx: ActionContext): Promise<ReturnType<Page['locator']>>;
  /** Before the page opens: what the press needs (a fresh offer, since the press changes it). */
  arrange?(ctx: ActionContext): Promise<unknown>;
}

export interface ActionTiming {
  key: ActionSpec['key'];
  label: string;
  user: BenchUser;
  path: string;
  /** Press → dialog visible. */
  dialogMs: number;
  /** Press → the dialog's data visible. */
  dataMs: number;
}

async function apiGet<T>(apiUrl: string, session: SessionSnapshot, path: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${idTokenOf(session)}` } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

async function apiPost<T>(apiUrl: string, session: SessionSnapshot, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idTokenOf(session)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The offer the no-hours like presses (set by its arrange, read by its button). */
let freshOfferId = 0;

/**
 * Lucía publishes a flat without visit hours that fits one of Diego's open requests and sends it to him: a
 * pending offer whose like books a visit without date (and accepts it), so each run presses a new one.
 */
async function sendOfferWithoutHours(ctx: ActionContext): Promise<void> {
  const diego = demoUser.diego.userCode;
  const lucia = demoUser.lucia.userCode;
  const requests = await apiGet<HouseRequest[]>(
    ctx.apiUrl,
    ctx.sessions.diego,
    buildPath(apiPaths.houseRequestMine, { userCode: diego }),
  );
  const r = requests.find((x) => x.state === 'active');
  if (!r) throw new Error('Diego no tiene una solicitud activa');
  const property = await apiPost<{ propertyId: number }>(
    ctx.apiUrl,
    ctx.sessions.lucia,
    buildPath(apiPaths.propertyRegistration),
    {
      address: `Calle del banco de pruebas ${Date.now().toString(36)}`,
      ubigeoId: r.ubigeoId,
      price: r.costEnd,
      tprocessId: r.tprocessId,
      tpropertyId: r.tpropertyId,
      declarationProperties: 1,
      userCode: lucia,
    },
  );
  const offer = await apiPost<{ idInboxProperty: number }>(ctx.apiUrl, ctx.sessions.lucia, apiPaths.inboxSend, {
    propertyId: property.propertyId,
    houseRequestId: r.houseRequestId,
    userCode: diego,
  });
  freshOfferId = offer.idInboxProperty;
}

const pageOf = (path: string) => TIMED_PAGES.find((p) => p.path === path)!;

export const ACTIONS: ActionSpec[] = [
  {
    key: 'like',
    label: '"Me gusta" → agenda de visita',
    user: 'diego',
    page: pageOf(paths.inbox),
    dialog: inboxTexts.scheduler.title,
    dataSelector: 'input[type="radio"]',
    async button(page, { apiUrl, session, userCode }) {
      // A pending offer whose property has visit hours (the like opens the scheduler, changes nothing).
      const inbox = await apiGet<
        { idInboxProperty: number; propertyId: number; isAccepted: number; isWithdrawn?: number }[]
      >(apiUrl, session, `/inboxProperty/getBuzon/${userCode}`);
      for (const e of inbox.filter((x) => x.isAccepted === 0 && !x.isWithdrawn)) {
        const hours = await apiGet<unknown[]>(apiUrl, session, `/hours/hoursByProperty/${e.propertyId}`);
        if (hours.length)
          return page
            .locator(`article[aria-labelledby="oferta-${e.idInboxProperty}"]`)
            .getByRole('button', { name: /^Me gusta: / });
      }
      throw new Error('El buzón no tiene una oferta pendiente con horarios');
    },
  },
  {
    key: 'likeNoHours',
    label: '"Me gusta" sin horarios → aviso',
    user: 'diego',
    page: pageOf(paths.inbox),
    dialog: messages.toasts.likeOrVisit.message,
    toast: true,
    dataSelector: '*',
    arrange: sendOfferWithoutHours,
    async button(page) {
      return page
        .locator(`article[aria-labelledby="oferta-${freshOfferId}"]`)
        .getByRole('button', { name: /^Me gusta: / });
    },
  },
  {
    key: 'loTengo',
    label: '"¡Lo tengo!" → "Enlaza tu propiedad"',
    user: 'lucia',
    page: { path: paths.requests, heading: requestsTexts.search.title, user: 'lucia' },
    dialog: requestFormTexts.link.title,
    dataSelector: '[data-testid="link-property-item"], a[href*="property-create"]',
    async button(page, { userCode }) {
      // A request of somebody else (the own ones answer with a toast, not the modal).
      return page
        .getByTestId('request-card')
        .filter({ hasNot: page.getByRole('img', { name: requestsTexts.card.avatarAlt(userCode), exact: true }) })
        .first()
        .getByRole('button', { name: new RegExp(`^${requestsTexts.card.loTengo}`) });
    },
  },
  {
    key: 'hours',
    label: '"Horarios" → horarios disponibles',
    user: 'lucia',
    page: pageOf(paths.properties),
    dialog: propertiesTexts.availability.title,
    dataSelector: 'select, input',
    async button(page) {
      return page.getByRole('button', { name: /^Horarios de visita de la propiedad/ }).first();
    },
  },
  {
    key: 'bell',
    label: 'Campana → últimas notificaciones',
    user: 'lucia',
    page: pageOf(paths.properties),
    dialog: alertsTexts.center.panelLabel,
    // Its list, or the line that says there is none.
    dataSelector: 'li, p',
    async button(page) {
      return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${alertsTexts.center.title}`) });
    },
  },
];

/** Opens the action's page cold and throttled, lets it go idle, presses the button and times the dialog. */
export async function timeAction(
  browser: Browser,
  shellUrl: string,
  action: ActionSpec,
  ctx: ActionContext,
  settleMs = 3000,
  timeoutMs = 60_000,
): Promise<ActionTiming> {
  await action.arrange?.(ctx);
  const opened = await openTimedPage(browser, shellUrl, action.page, ctx.session);
  try {
    const { page } = opened;
    const button = await action.button(page, ctx);
    await button.scrollIntoViewIfNeeded();
    // The user reads the page before pressing: idle work (prefetches) has had its chance.
    await page.waitForTimeout(settleMs);
    await page.evaluate(
      ({ name, dataSelector, toast }) => {
        (window as unknown as { __ltBench: InPageState }).__ltBench.action = {
          name,
          toast,
          pressedAt: null,
          dialogAt: null,
          dataAt: null,
          dataSelector,
        };
      },
      { name: action.dialog, dataSelector: action.dataSelector, toast: Boolean(action.toast) },
    );
    await button.click();
    await page.waitForFunction(
      () => {
        const a = (window as unknown as { __ltBench: InPageState }).__ltBench.action;
        return Boolean(a && a.dialogAt !== null && a.dataAt !== null);
      },
      null,
      { timeout: timeoutMs, polling: 100 },
    );
    const a = (await readState(page)).action!;
    return {
      key: action.key,
      label: action.label,
      user: action.user,
      path: action.page.path,
      dialogMs: a.dialogAt! - a.pressedAt!,
      dataMs: a.dataAt! - a.pressedAt!,
    };
  } finally {
    await opened.close();
  }
}
