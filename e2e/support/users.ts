/** Demo accounts of the seed (mock-api/src/seed/demo-users.ts) and fresh accounts for registration journeys. */
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, demoUser, type DemoUser } from '@lotengo/mock-api/demo-users';

export { DEMO_PASSWORD, demoUser, type DemoUser };

export interface Credentials {
  email: string;
  password: string;
}

export interface NewUser extends Credentials {
  firstName: string;
  lastName: string;
  phone: string;
}

export const credentialsOf = (user: DemoUser): Credentials => ({ email: user.email, password: DEMO_PASSWORD });

/** A user nobody has registered yet: a unique email per call, so reruns never collide. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Ana',
    lastName: 'Prueba',
    email: `e2e.${tag}@lotengo.test`,
    password: 'Clave-Segura-2026',
    phone: '987001122',
    ...overrides,
  };
}
