import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../http';
import { createQueryClient } from '../query-client';
import { useConfigParameters, useDistricts, useProvinces } from '../reference-hooks';

const lima = { ubigeoId: 150000, department: 'LIMA', province: '', district: '' };

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('reference-data hooks', () => {
  it('useProvinces waits for a department', async () => {
    const spy = jest.spyOn(api, 'getProvinces').mockResolvedValue([lima]);
    const { result, rerender } = renderHook(({ d }: { d: string | null }) => useProvinces(d), {
      wrapper: wrapper(),
      initialProps: { d: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(spy).not.toHaveBeenCalled();
    rerender({ d: 'LIMA' });
    await waitFor(() => expect(result.current.data).toEqual([lima]));
    expect(spy).toHaveBeenCalledWith('LIMA');
  });

  it('useDistricts needs both department and province', async () => {
    const spy = jest.spyOn(api, 'getDistricts').mockResolvedValue([]);
    const { result } = renderHook(() => useDistricts('LIMA', ''), { wrapper: wrapper() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(spy).not.toHaveBeenCalled();
  });

  it('useConfigParameters gives parsed bounds', async () => {
    jest.spyOn(api, 'getConfigParameters').mockResolvedValue([
      { typeField: 'limit_min_alquiler', value: '200' },
      { typeField: 'limit_max_alquiler', value: '8000' },
      { typeField: 'typeOwnerProperty', value: 'Propietario,Inmobiliaria' },
    ]);
    const { result } = renderHook(() => useConfigParameters(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.budgetBounds(2)).toEqual({ min: 200, max: 8000, step: 100 });
    expect(result.current.data!.ownerTypes).toContain('Inmobiliaria');
  });

  it('does not retry a 4xx (it will not get better), surfaces it as an error', async () => {
    const spy = jest.spyOn(api, 'getProvinces').mockRejectedValue(new ApiError(404, 'Departamento desconocido'));
    const { result } = renderHook(() => useProvinces('ATLANTIDA'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(result.current.error).toMatchObject({ message: 'Departamento desconocido' });
  });
});
