import * as z from 'zod/mini';
import { apiPaths } from '../api-paths';
import {
  demandApiPaths,
  demandQuerySchema,
  demandSummarySchema,
  propertyDemandQuerySchema,
  propertyDemandSchema,
  supplyQuerySchema,
  supplySchema,
} from '../demand';
import { healthAnswerSchema } from '../email-provider';
import { contactMessageCreatedSchema, contactMessageSchema } from '../misc';
import { MAX_IMAGE_BYTES, multimediaSchema, PHOTO_WIDTHS } from '../property';
import { pageLoadReportSchema, remoteErrorReportSchema, telemetryAcceptedSchema } from '../telemetry';
import { telemetrySummarySchema } from '../telemetry-summary';
import { storedFileQuery } from './queries';
import type { Operation } from './types';

const NO_STORE = { 'Cache-Control': '`no-store`: computed from the live records on every call.' };

/** Added: demand figures, the contact form, photo storage, release telemetry and liveness. */
export const addedPlatform = {
  getDemandSummary: {
    method: 'get',
    path: demandApiPaths.summary,
    summary: 'Demand in a place ("Demanda")',
    description:
      'Aggregates of active requests, never a person: any count below 5 is `"few"`; figures drawn from fewer ' +
      'than 5 requests are null. 0 or absent: all Peru, any operation, any type.',
    access: 'public',
    query: demandQuerySchema,
    answer: { status: 200, schema: demandSummarySchema, description: 'The figures.', headers: NO_STORE },
    calls: ['demandApi.getSummary'],
  },
  getPropertyDemand: {
    method: 'get',
    path: demandApiPaths.property,
    summary: 'Demand for a property being published',
    description: 'The publish form’s panel: one district, operation and type are required; price 0 is "not given".',
    access: 'public',
    query: propertyDemandQuerySchema,
    answer: { status: 200, schema: propertyDemandSchema, description: 'The figures.', headers: NO_STORE },
    calls: ['demandApi.getPropertyDemand'],
  },
  getSupply: {
    method: 'get',
    path: demandApiPaths.supply,
    summary: 'Supply for a request being written',
    description: 'The request form’s panel: published properties there, and how many fit (exact and near).',
    access: 'public',
    query: supplyQuerySchema,
    answer: { status: 200, schema: supplySchema, description: 'The figures.', headers: NO_STORE },
    calls: ['demandApi.getSupply'],
  },

  sendContactMessage: {
    method: 'post',
    path: apiPaths.contactMessages,
    summary: 'Send the contact form',
    access: 'public',
    body: { schema: contactMessageSchema },
    answer: { status: 201, schema: contactMessageCreatedSchema, description: 'The stored message’s id.' },
    calls: ['api.sendContactMessage'],
  },

  uploadImage: {
    method: 'post',
    path: apiPaths.storageUpload,
    summary: 'Upload a photo',
    description:
      `multipart/form-data, one file in the field \`file\`: PNG, JPEG, WEBP or GIF (type and content), at most ` +
      `${MAX_IMAGE_BYTES.toLocaleString('en')} bytes (413 over). Stored under the caller’s user code with a uuid ` +
      `name; its reduced widths (${PHOTO_WIDTHS.join(', ')}) are made before the answer.`,
    access: 'user',
    body: { schema: z.object({ file: z.string() }), contentType: 'multipart/form-data', files: ['file'] },
    answer: { status: 201, schema: multimediaSchema, description: '`name` (the uuid), `tipo` and `fileUrl`.' },
    calls: ['api.uploadImage'],
  },
  getStoredImage: {
    method: 'get',
    path: apiPaths.storageFile,
    summary: 'A stored photo',
    description:
      'Public like any image URL (an `<img>` sends no token; the uuid is unguessable). `w`: that width; ' +
      '`previa=1`: the small stand-in a detail’s HTML holds. Cached a year.',
    access: 'public',
    query: storedFileQuery,
    answer: { status: 200, contentType: 'image/*', description: 'The image.' },
    errors: [404],
  },

  reportRemoteError: {
    method: 'post',
    path: apiPaths.telemetryRemoteErrors,
    summary: 'Report an area that failed to load or threw',
    description:
      'Anonymous (no cookie, no token), a version the release registry knows, 30 a minute per client (429 ' +
      'with Retry-After). Counted as distinct clients per app version.',
    access: 'public',
    body: { schema: remoteErrorReportSchema },
    answer: { status: 202, schema: telemetryAcceptedSchema, description: 'Counted.' },
    errors: [429, 503],
    calls: ['telemetry.reportRemoteError'],
  },
  reportPageLoad: {
    method: 'post',
    path: apiPaths.telemetryPageLoads,
    summary: 'Report a page load with its versions',
    description: 'Anonymous, like the error reports; 120 a minute per client.',
    access: 'public',
    body: { schema: pageLoadReportSchema },
    answer: { status: 202, schema: telemetryAcceptedSchema, description: 'Counted.' },
    errors: [429, 503],
    calls: ['telemetry.reportPageLoad'],
  },
  getTelemetrySummary: {
    method: 'get',
    path: apiPaths.telemetrySummary,
    summary: 'Telemetry of one app, per version',
    description:
      'What `npm run releases -- health` (and `rollback --auto`) reads to compare a canary with the stable ' +
      'version: counts that can end a canary, so only for those who deploy. `Authorization: Bearer` with a ' +
      'deploy credential (DEPLOY_TOKEN: a team’s or a release admin’s), which the API has the release ' +
      'registry’s pointer service verify (`GET <REGISTRY_URL>/caller`). A client is a network (an IPv4 /24, ' +
      'an IPv6 /48).',
    access: 'deployer',
    answer: { status: 200, schema: telemetrySummarySchema, description: 'Distinct clients per version.' },
  },

  getHealth: {
    method: 'get',
    path: apiPaths.health,
    summary: 'Liveness, and whether mail is going out',
    description:
      '`mail.state` is `paused` while the SMTP server refuses the login, the connection or the greeting: ' +
      'no mail is lost (all stay pending), `reason` says why in Spanish and `retryAt` when it is tried again.',
    access: 'public',
    answer: { status: 200, schema: healthAnswerSchema, description: 'The API answers; its mail sender’s state.' },
  },
} as const satisfies Record<string, Operation>;
