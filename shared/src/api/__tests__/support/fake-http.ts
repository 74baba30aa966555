// The fake transport and fixtures both API test files share: the real axios instance, interceptors and
// parsing run; only the network is replaced.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { CAPABILITIES, type HouseRequest, type User } from '../../../contracts';
import { setCapabilities } from '../../../config';
import { httpClient } from '../../../http';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  network?: boolean;
}
export const sent: InternalAxiosRequestConfig[] = [];
/** What the fake server answers; tests replace `fake.answer`. */
export const fake: { answer: (config: InternalAxiosRequestConfig) => FakeAnswer } = { answer: () => ({ data: [] }) };

export function installFakeTransport(): void {
  httpClient.defaults.adapter = async (config) => {
    sent.push(config);
    const a = fake.answer(config);
    if (a.network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: a.data,
      status: a.status ?? 200,
      statusText: '',
      headers: AxiosHeaders.from(a.headers ?? {}),
      config,
    };
    if (response.status >= 400)
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
}

/** Also a backend with every capability (GET /capabilities): these files test the calls, not the guard. */
export function resetFakeTransport(): void {
  sent.length = 0;
  fake.answer = () => ({ data: [] });
  setCapabilities(CAPABILITIES);
}

export const request: HouseRequest = {
  houseRequestId: 1,
  title: 'Depa en Miraflores',
  description: 'no description',
  address: '',
  referenceAddress: 'Cerca al parque Kennedy',
  totalArea: 0,
  coveredArea: 80,
  yearConstruction: 0,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  costInit: 500,
  costEnd: 1200,
  tprocessId: 2,
  tpropertyId: 1,
  ubigeoId: 150122,
  department: 'LIMA',
  province: 'LIMA',
  district: 'MIRAFLORES',
  isTerraza: '0',
  userCode: 3,
  urlAvataruser: null,
  processType: 'ALQUILAR',
  propertyType: 'Departamento',
  indexable: true,
};
export const user: User = {
  userCode: 3,
  userFirebaseId: 'uid-3',
  firstName: 'Luis',
  lastName: 'Rojas',
  email: 'luis@correo.pe',
  phoneNumber: '987654321',
  avatarUrl: '',
  status: 1,
};

export const config = (apiBaseUrl: string) => ({
  apiBaseUrl,
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-lotengo' },
  authEmulatorUrl: null,
  remotes: {
    mf_requests: 'http://localhost:8081/mf-manifest.json',
    mf_properties: 'http://localhost:8082/mf-manifest.json',
    mf_inbox: 'http://localhost:8083/mf-manifest.json',
    mf_account: 'http://localhost:8084/mf-manifest.json',
  },
});

export const header = (c: InternalAxiosRequestConfig, name: string) => AxiosHeaders.from(c.headers).get(name);
