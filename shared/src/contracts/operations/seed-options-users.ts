import * as z from 'zod/mini';
import { apiPaths } from '../api-paths';
import { capabilitiesAnswerSchema } from '../capabilities';
import {
  characteristicSchema,
  configParameterSchema,
  imageProfileSchema,
  typeProcessSchema,
  typePropertySchema,
  ubigeoSchema,
} from '../options';
import { userSchema } from '../user';
import { userRegistrationSchema, userUpdateSchema } from '../user-write';
import type { Operation } from './types';

/** A public list of the original API, read with `api.<call>`. */
const list = (path: string, summary: string, schema: z.ZodMiniType, description: string, call: string): Operation => ({
  method: 'get',
  path,
  summary,
  access: 'public',
  answer: { status: 200, schema: z.array(schema), description },
  calls: [`api.${call}`],
});

/** The original API: location and option lists, and users. */
export const seedOptionsAndUsers = {
  getCapabilities: {
    method: 'get',
    path: apiPaths.capabilities,
    summary: 'What this backend has beyond the original calls',
    description:
      'Asked once per page load by the page itself (the early script of `index.html`, then ' +
      '`@lotengo/shared/config`). A backend that answers 404 has the original calls only; names the site does ' +
      'not know are ignored. Every added operation is tagged with the capability it belongs to.',
    access: 'public',
    answer: {
      status: 200,
      schema: capabilitiesAnswerSchema,
      description: 'The named capabilities it implements, and the contract version.',
      headers: { 'Cache-Control': '`no-cache`: the same for everyone, revalidated on each page load.' },
    },
  },
  getUbigeos: list(apiPaths.ubigeoList, 'All districts', ubigeoSchema, 'Every district of Peru (1,867).', 'getUbigeos'),
  getDepartments: list(
    apiPaths.departments,
    'Departments',
    ubigeoSchema,
    'The 25 departments (ubigeo DD0000, province and district empty).',
    'getDepartments',
  ),
  getProvinces: {
    ...list(
      apiPaths.provinces,
      "A department's provinces",
      ubigeoSchema,
      'The provinces of the department (DDPP00), alphabetical.',
      'getProvinces',
    ),
    errors: [404],
  },
  getDistricts: {
    ...list(
      apiPaths.districts,
      "A province's districts",
      ubigeoSchema,
      'The districts of the province, alphabetical.',
      'getDistricts',
    ),
    errors: [404],
  },
  getTypeProcesses: list(
    apiPaths.typeProcess,
    'Operations',
    typeProcessSchema,
    'The operations, named as a property states them: 2 ALQUILAR, 3 VENDER.',
    'getTypeProcesses',
  ),
  getTypeProcessesForProperty: list(
    apiPaths.typeProcessProperty,
    'Operations of a property',
    typeProcessSchema,
    'The operations of a property: 2 ALQUILAR, 3 VENDER.',
    'getTypeProcessesForProperty',
  ),
  getTypeProcessesForRequest: list(
    apiPaths.typeProcessRequest,
    'Operations of a request',
    typeProcessSchema,
    'The operations of a request: 2 ALQUILAR, 3 COMPRAR.',
    'getTypeProcessesForRequest',
  ),
  getTypeProperties: list(
    apiPaths.typeProperty,
    'Property types',
    typePropertySchema,
    'Property types (Casa, Departamento, Terreno, …).',
    'getTypeProperties',
  ),
  getCharacteristics: list(
    apiPaths.characteristic,
    'Characteristics',
    characteristicSchema,
    'The characteristics a property may have.',
    'getCharacteristics',
  ),
  getProfileImages: list(
    apiPaths.imageProfiles,
    'Avatars',
    imageProfileSchema,
    'The avatars a user may pick, as absolute URLs.',
    'getProfileImages',
  ),
  getConfigParameters: list(
    apiPaths.configParameter,
    'Configuration parameters',
    configParameterSchema,
    'Limits and lists as `{typeField, value}` strings.',
    'getConfigParameters',
  ),

  getUserByUid: {
    method: 'get',
    path: apiPaths.userByUid,
    summary: 'My user, by Firebase uid',
    description: 'Only the caller’s own uid. `null` when the account has no Lo Tengo user yet (registration).',
    access: 'token',
    answer: { status: 200, schema: z.nullable(userSchema), description: 'The user, or null.' },
    calls: ['api.getUserByUid'],
  },
  registerUser: {
    method: 'post',
    path: apiPaths.userRegistration,
    summary: 'Register my user',
    description: 'The body’s uid and e-mail must be the token’s (else 403); a uid or e-mail already registered: 409.',
    access: 'token',
    body: { schema: userRegistrationSchema },
    answer: { status: 201, schema: userSchema, description: 'The new user.' },
    errors: [409],
    calls: ['api.registerUser'],
  },
  getUserByEmail: {
    method: 'get',
    path: apiPaths.userByEmail,
    summary: 'A user, by e-mail',
    description: '`null` means not registered. uid and phone number are blank unless the caller is that user.',
    access: 'public',
    answer: { status: 200, schema: z.nullable(userSchema), description: 'The user, or null.' },
    calls: ['api.getUserByEmail'],
  },
  updateUser: {
    method: 'post',
    path: apiPaths.userUpdate,
    summary: 'Update my user',
    description: 'Own record only (`userCode`); only names, phone number and avatar change.',
    access: 'self',
    body: { schema: userUpdateSchema },
    answer: { status: 200, schema: userSchema, description: 'The updated user.' },
    calls: ['api.updateUser'],
  },
} as const satisfies Record<string, Operation>;
