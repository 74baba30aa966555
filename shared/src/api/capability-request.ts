import { needsOf } from '../contracts/capabilities';
import * as request from './request';

/*
 * The calls beyond a visitor's first screens go through these: each names, from its path, the capability it
 * needs (contracts/capabilities.ts), and the one client refuses to send it when the backend lacks it
 * (http-client.ts). The seed's calls name none. Off the first load: the map comes with these calls.
 */
export const { get, post, put } = request.methods(needsOf);

export { anyAnswer, getNullable, list } from './request';
