import * as z from 'zod/mini';
import { apiPaths } from '../api-paths';
import { houseRequestSchema } from '../house-request';
import { houseRequestCreateSchema, houseRequestUpdateSchema } from '../house-request-write';
import { propertyMatchesSchema, requestMatchesSchema } from '../match';
import { ownPropertySchema, propertyCreatedSchema, propertyCreateSchema, propertySchema } from '../property';
import { MAX_PAGE_SIZE, searchFilterSchema } from '../search';
import { pageQuery } from './queries';
import type { Operation } from './types';

const TOTAL = { 'X-Total-Count': 'How many match in all (the answer is one page of them).' };

/** The original API: properties and house requests. */
export const seedPropertiesAndRequests = {
  getProperties: {
    method: 'get',
    path: apiPaths.properties,
    summary: 'Properties I may read',
    description:
      'The active properties the caller may read (their own, those sent to them, those matching their ' +
      `requests), newest first; a page of at most ${MAX_PAGE_SIZE}.`,
    access: 'user',
    query: pageQuery(MAX_PAGE_SIZE),
    answer: { status: 200, schema: z.array(propertySchema), description: 'One page.', headers: TOTAL },
    calls: ['api.getProperties'],
  },
  registerProperty: {
    method: 'post',
    path: apiPaths.propertyRegistration,
    summary: 'Publish a property',
    description:
      'In the caller’s own name (`userCode`). Every photo must be one of the caller’s uploads (POST /storage/upload).',
    access: 'self',
    body: { schema: propertyCreateSchema },
    answer: { status: 201, schema: propertyCreatedSchema, description: 'The new property’s id.' },
    calls: ['api.registerProperty'],
  },
  getUserProperties: {
    method: 'get',
    path: apiPaths.userProperties,
    summary: 'My properties',
    description: 'Newest first, closed ones included, each with its status and reject-reason counts.',
    access: 'self',
    answer: { status: 200, schema: z.array(ownPropertySchema), description: 'My properties.' },
    calls: ['api.getUserProperties'],
  },
  searchUserProperties: {
    method: 'post',
    path: apiPaths.propertyFilters,
    summary: 'My properties that fit a filter',
    description:
      'The linking modal ("Enlaza tu propiedad"): my published properties inside the filter’s district and price.',
    access: 'self',
    body: { schema: searchFilterSchema, optional: true },
    answer: { status: 200, schema: z.array(propertySchema), description: 'My fitting properties.' },
    calls: ['api.searchUserProperties'],
  },
  getPropertyMatches: {
    method: 'get',
    path: apiPaths.propertyMatches,
    summary: 'Properties for my requests',
    description: 'Other people’s properties for each of my active requests, grouped by request, exact and near.',
    access: 'self',
    answer: { status: 200, schema: propertyMatchesSchema, description: 'The groups and their counts.' },
    calls: ['api.getPropertyMatches'],
  },

  searchHouseRequests: {
    method: 'post',
    path: apiPaths.houseRequestSearch,
    summary: 'Search requests',
    description:
      'The filter is the body (0 means no filter; no body: everything), newest first, one page: the one after ' +
      '`after` (the id of the last request shown: paged by key), or else page `page`. A read: no anti-forgery header.',
    access: 'public',
    readByPost: true,
    body: { schema: searchFilterSchema, optional: true },
    answer: { status: 200, schema: z.array(houseRequestSchema), description: 'One page.', headers: TOTAL },
    calls: ['api.searchHouseRequests'],
  },
  registerHouseRequest: {
    method: 'post',
    path: apiPaths.houseRequestRegistration,
    summary: 'Publish a request',
    description: 'In the caller’s own name (`userCode`).',
    access: 'self',
    body: { schema: houseRequestCreateSchema },
    answer: { status: 201, schema: houseRequestSchema, description: 'The request, as read.' },
    calls: ['api.registerHouseRequest'],
  },
  getPopularHouseRequests: {
    method: 'get',
    path: apiPaths.houseRequestPopular,
    summary: 'Popular requests',
    description: 'The 8 active requests with the most offers, ties newest first.',
    access: 'public',
    answer: { status: 200, schema: z.array(houseRequestSchema), description: 'At most 8 requests.' },
    calls: ['api.getPopularHouseRequests'],
  },
  getMyHouseRequests: {
    method: 'get',
    path: apiPaths.houseRequestMine,
    summary: 'My requests',
    access: 'self',
    answer: { status: 200, schema: z.array(houseRequestSchema), description: 'Newest first, every state.' },
    calls: ['api.getMyHouseRequests'],
  },
  getHouseRequest: {
    method: 'get',
    path: apiPaths.houseRequest,
    summary: 'One request',
    access: 'public',
    answer: { status: 200, schema: houseRequestSchema, description: 'The request (never its author’s phone).' },
    errors: [404],
    calls: ['api.getHouseRequest'],
  },
  updateHouseRequest: {
    method: 'post',
    path: apiPaths.houseRequestUpdate,
    summary: 'Edit my request',
    description: 'Its author only.',
    access: 'user',
    body: { schema: houseRequestUpdateSchema },
    answer: { status: 200, schema: houseRequestSchema, description: 'The request, as read.' },
    errors: [404],
    calls: ['api.updateHouseRequest'],
  },
  getHouseRequestMatches: {
    method: 'get',
    path: apiPaths.houseRequestMatches,
    summary: 'Requests for my properties',
    description: 'Other people’s requests for each of my active properties, grouped by property, exact and near.',
    access: 'self',
    answer: { status: 200, schema: requestMatchesSchema, description: 'The groups and their counts.' },
    calls: ['api.getHouseRequestMatches'],
  },
} as const satisfies Record<string, Operation>;
