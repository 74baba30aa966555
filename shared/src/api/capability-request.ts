import type * as z from 'zod/mini';
import type { AxiosRequestConfig } from 'axios';
import { needsOf } from '../contracts/capabilities';
import * as request from './request';

type Params = request.Params;

/*
 * The calls beyond a visitor's first screens go through these: each names, from its path, the capability it
 * needs (contracts/capabilities.ts), and the one client refuses to send it when the backend lacks it
 * (http-client.ts). The seed's calls name none. Off the first load: the map comes with these calls.
 */
export const get = <T>(schema: z.ZodMiniType<T>, pattern: string, params?: Params, config?: AxiosRequestConfig) =>
  request.get(schema, pattern, params, { ...config, ...needsOf(pattern) });

export const post = <T>(
  schema: z.ZodMiniType<T>,
  pattern: string,
  body: unknown,
  params?: Params,
  config?: AxiosRequestConfig,
) => request.post(schema, pattern, body, params, { ...config, ...needsOf(pattern) });

export const put = <T>(
  schema: z.ZodMiniType<T>,
  pattern: string,
  body: unknown,
  params?: Params,
  config?: AxiosRequestConfig,
) => request.put(schema, pattern, body, params, { ...config, ...needsOf(pattern) });

export { anyAnswer, getNullable, list } from './request';
