import * as z from 'zod/mini';
import type { AxiosRequestConfig } from 'axios';
import { buildPath } from '../contracts';
import { ApiError, httpClient } from '@lotengo/shared/http';
import { parseResponse } from './parse';

/** The calls' plumbing: one request, its answer parsed with its contract (endpoints.ts, session-endpoints.ts). */
export type Params = Record<string, string | number>;

async function send<T>(
  schema: z.ZodMiniType<T>,
  config: AxiosRequestConfig & { method: 'get' | 'post' | 'put'; url: string },
): Promise<T> {
  const res = await httpClient.request<unknown>(config);
  return parseResponse(schema, res.data, res.status);
}

/**
 * get/post/put of one client; `extra` adds to each call's config what its path implies (the capability it
 * needs: capability-request.ts).
 */
export function methods(extra: (pattern: string) => object = () => ({})) {
  const at = (pattern: string, params: Params | undefined, config: AxiosRequestConfig | undefined) => ({
    ...config,
    ...extra(pattern),
    url: buildPath(pattern, params),
  });
  return {
    get: <T>(schema: z.ZodMiniType<T>, pattern: string, params?: Params, config?: AxiosRequestConfig) =>
      send(schema, { ...at(pattern, params, config), method: 'get' }),
    post: <T>(schema: z.ZodMiniType<T>, pattern: string, body: unknown, params?: Params, config?: AxiosRequestConfig) =>
      send(schema, { ...at(pattern, params, config), method: 'post', data: body }),
    put: <T>(schema: z.ZodMiniType<T>, pattern: string, body: unknown, params?: Params, config?: AxiosRequestConfig) =>
      send(schema, { ...at(pattern, params, config), method: 'put', data: body }),
  };
}

export const { get, post, put } = methods();

/** "null means not registered" (docs/product/api.md): a null or empty body, or a 404, resolves null. */
export async function getNullable<T>(schema: z.ZodMiniType<T>, pattern: string, params: Params): Promise<T | null> {
  try {
    const res = await httpClient.get<unknown>(buildPath(pattern, params));
    if (res.data === null || res.data === '' || res.data === undefined) return null;
    return parseResponse(schema, res.data, res.status);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const list = <T extends z.ZodMiniType>(schema: T) => z.array(schema);
/** Answers the original API left undescribed: accepted as they come, the caller only needs success. */
export const anyAnswer = z.unknown();
