import { createHash } from 'node:crypto';

/**
 * Demo accounts shared by the seeded db (userFirebaseId) and the Auth emulator import (localId).
 * Imported by e2e tests, so this module depends on nothing but node:crypto.
 */
export const DEMO_PASSWORD = 'LoTengo2026!';

export type DemoUserKey =
  | 'lucia'
  | 'diego'
  | 'camila'
  | 'jorge'
  | 'valeria'
  | 'renzo'
  | 'andrea'
  | 'miguel'
  | 'rosa'
  | 'carlos'
  | 'mariana'
  | 'sofia'
  | 'daniel';

export interface DemoUser {
  key: DemoUserKey;
  /** 0 for an account that exists only in the Auth emulator (to demo the registration screen). */
  userCode: number;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** 1..8, the seeded avatar. */
  avatar: number;
  provider: 'password' | 'google.com';
  /** Google account id ("sub") for the google.com provider; sign in with it in the emulator. */
  googleSub?: string;
  /** What the account shows in the demo. */
  role: string;
}

/** Firebase-like 28-character uid derived from the email: stable across runs and machines. */
export function demoUid(email: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(`lotengo-demo:${email}`).digest();
  let uid = '';
  for (let i = 0; i < 28; i++) uid += alphabet[bytes[i]! % alphabet.length];
  return uid;
}

type Base = Omit<DemoUser, 'uid'>;

const BASE: Base[] = [
  {
    key: 'lucia',
    userCode: 1,
    firstName: 'Lucía',
    lastName: 'Quispe',
    email: 'lucia.quispe@lotengo.test',
    phoneNumber: '987654321',
    avatar: 2,
    provider: 'password',
    role:
      'Propietaria en Miraflores, San Isidro y Surco: tiene propiedades que encajan con solicitudes de Diego ' +
      '(demo de "¡Lo tengo!").',
  },
  {
    key: 'diego',
    userCode: 2,
    firstName: 'Diego',
    lastName: 'Fernández',
    email: 'diego.fernandez@lotengo.test',
    phoneNumber: '912345678',
    avatar: 1,
    provider: 'password',
    role: 'Busca departamento: su buzón tiene ofertas pendientes, aceptadas y rechazadas.',
  },
  {
    key: 'camila',
    userCode: 3,
    firstName: 'Camila',
    lastName: 'Rojas',
    email: 'camila.rojas@lotengo.test',
    phoneNumber: '998877665',
    avatar: 4,
    provider: 'password',
    role: 'Busca comprar casa para su familia.',
  },
  {
    key: 'jorge',
    userCode: 4,
    firstName: 'Jorge',
    lastName: 'Mamani',
    email: 'jorge.mamani@lotengo.test',
    phoneNumber: '951753852',
    avatar: 3,
    provider: 'password',
    role: 'Propietario en Arequipa y Cusco.',
  },
  {
    key: 'valeria',
    userCode: 5,
    firstName: 'Valeria',
    lastName: 'Torres',
    email: 'valeria.torres@lotengo.test',
    phoneNumber: '934567812',
    avatar: 6,
    provider: 'password',
    role: 'Busca oficina o local para su emprendimiento.',
  },
  {
    key: 'renzo',
    userCode: 6,
    firstName: 'Renzo',
    lastName: 'Gutiérrez',
    email: 'renzo.gutierrez@lotengo.test',
    phoneNumber: '976431258',
    avatar: 5,
    provider: 'password',
    role: 'Corredor inmobiliario con varias propiedades en Lima.',
  },
  {
    key: 'andrea',
    userCode: 7,
    firstName: 'Andrea',
    lastName: 'Flores',
    email: 'andrea.flores@lotengo.test',
    phoneNumber: '945812367',
    avatar: 8,
    provider: 'password',
    role: 'Busca alquilar en Barranco o Chorrillos.',
  },
  {
    key: 'miguel',
    userCode: 8,
    firstName: 'Miguel',
    lastName: 'Chávez',
    email: 'miguel.chavez@lotengo.test',
    phoneNumber: '963258741',
    avatar: 7,
    provider: 'password',
    role: 'Busca y ofrece en Trujillo, Piura y Chiclayo.',
  },
  {
    key: 'rosa',
    userCode: 9,
    firstName: 'Rosa',
    lastName: 'Huamán',
    email: 'rosa.huaman@lotengo.test',
    phoneNumber: '922334455',
    avatar: 4,
    provider: 'password',
    role: 'Busca departamento en Jesús María o Pueblo Libre.',
  },
  {
    key: 'carlos',
    userCode: 10,
    firstName: 'Carlos',
    lastName: 'Vargas',
    email: 'carlos.vargas@lotengo.test',
    phoneNumber: '955667788',
    avatar: 3,
    provider: 'password',
    role: 'Propietario de departamentos y oficinas en Lima.',
  },
  {
    key: 'mariana',
    userCode: 11,
    firstName: 'Mariana',
    lastName: 'Salazar',
    email: 'mariana.salazar@lotengo.test',
    phoneNumber: '944112233',
    avatar: 6,
    provider: 'google.com',
    googleSub: '104729315566284016734',
    role: 'Cuenta de Google (sin contraseña): busca casa de playa.',
  },
  {
    key: 'sofia',
    userCode: 12,
    firstName: 'Sofía',
    lastName: 'Paredes',
    email: 'sofia.paredes@lotengo.test',
    phoneNumber: '987123456',
    avatar: 2,
    provider: 'password',
    role: 'Agente de Inmobiliaria Pacífico: publica propiedades como inmobiliaria.',
  },
  {
    key: 'daniel',
    userCode: 0,
    firstName: 'Daniel',
    lastName: 'Ramos',
    email: 'daniel.ramos@lotengo.test',
    phoneNumber: '933221100',
    avatar: 1,
    provider: 'password',
    role: 'Tiene cuenta de acceso pero aún no se registró en Lo Tengo: al ingresar va a /page/registry.',
  },
];

export const demoUsers: readonly DemoUser[] = BASE.map((u) => ({ ...u, uid: demoUid(u.email) }));

export const demoUser = Object.fromEntries(demoUsers.map((u) => [u.key, u])) as Record<DemoUserKey, DemoUser>;

/** Users with a product record in the seeded db. */
export const registeredDemoUsers = demoUsers.filter((u) => u.userCode > 0);
