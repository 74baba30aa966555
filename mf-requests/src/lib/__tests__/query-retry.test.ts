import { ApiError } from '@lotengo/shared/http';
import { retrySearch } from '../query-retry';

describe('search retries', () => {
  it('retries the first-load XSRF race twice', () => {
    const race = new ApiError(403, 'Falta o no coincide la cabecera X-XSRF-TOKEN', 'X-XSRF-TOKEN');
    expect(retrySearch(0, race)).toBe(true);
    expect(retrySearch(1, race)).toBe(true);
    expect(retrySearch(2, race)).toBe(false);
  });

  it('never retries other client errors, retries network and server errors once', () => {
    expect(retrySearch(0, new ApiError(403, 'no es tuyo'))).toBe(false);
    expect(retrySearch(0, new ApiError(400, 'ubigeoId no existe', 'ubigeoId'))).toBe(false);
    expect(retrySearch(0, new ApiError(0, 'sin red', undefined, 'network'))).toBe(true);
    expect(retrySearch(1, new ApiError(503, 'caído'))).toBe(false);
    expect(retrySearch(0, new Error('otro'))).toBe(true);
  });
});
