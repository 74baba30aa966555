import type { ResolverOptions } from 'react-hook-form';
import { accountTexts } from '../../texts';
import { miniResolver } from '../mini-resolver';
import { profileFormSchema, type ProfileFormInput, type ProfileFormValues } from '../profile-form';

const options = {} as ResolverOptions<ProfileFormInput>;
const resolve = (values: ProfileFormInput) =>
  miniResolver<ProfileFormInput, ProfileFormValues>(profileFormSchema(accountTexts.errors))(values, undefined, options);

describe('miniResolver with the profile form schema (zod/mini)', () => {
  it('gives the parsed values: names trimmed, the phone without spaces, dots or dashes', async () => {
    expect(await resolve({ firstName: '  Diego ', lastName: 'Fernández', phoneNumber: '912 345-678' })).toEqual({
      values: { firstName: 'Diego', lastName: 'Fernández', phoneNumber: '912345678' },
      errors: {},
    });
  });

  it('gives each field its first Spanish message and no values', async () => {
    const result = await resolve({ firstName: '   ', lastName: 'x'.repeat(61), phoneNumber: '12ab' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      firstName: { type: expect.any(String), message: '* Ingresa tu nombre' },
      lastName: { type: expect.any(String), message: '* Máximo 60 caracteres' },
      phoneNumber: {
        type: expect.any(String),
        message: '* Ingresa un teléfono válido: solo números, de 6 a 15 dígitos',
      },
    });
  });

  it('an empty phone is "required", not "invalid"', async () => {
    const result = await resolve({ firstName: 'Diego', lastName: 'Fernández', phoneNumber: '' });
    expect(result.errors).toEqual({ phoneNumber: { type: expect.any(String), message: '* Ingresa tu teléfono' } });
  });

  it('nests the message of a nested path', async () => {
    const nested = {
      safeParse: () => ({
        success: false as const,
        error: { issues: [{ path: ['budget', 'min'], message: '* Requerido', code: 'custom' }] },
      }),
    };
    const result = await miniResolver<{ budget: { min: string } }, { budget: { min: number } }>(nested)(
      { budget: { min: '' } },
      undefined,
      {} as ResolverOptions<{ budget: { min: string } }>,
    );
    expect(result.errors).toEqual({ budget: { min: { type: 'custom', message: '* Requerido' } } });
  });
});
