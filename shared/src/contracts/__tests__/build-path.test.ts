import { apiPaths, buildPath } from '../api-paths';

describe('buildPath', () => {
  it('fills every parameter', () => {
    expect(buildPath(apiPaths.districts, { department: 'LIMA', province: 'LIMA' })).toBe(
      '/ubigeo/listDistritos/LIMA/LIMA',
    );
    expect(buildPath(apiPaths.inboxChangeIsAccepted, { idInboxProperty: 7, value: 2 })).toBe(
      '/inboxProperty/changeIsAccepted/7/2',
    );
  });

  it('URL-encodes values (spaces, accents, slashes, @)', () => {
    expect(buildPath(apiPaths.provinces, { department: 'SAN MARTÍN' })).toBe('/ubigeo/listProvinces/SAN%20MART%C3%8DN');
    expect(buildPath(apiPaths.userByEmail, { email: 'ana@correo.pe' })).toBe('/users/getUserByEmail/ana%40correo.pe');
    expect(buildPath(apiPaths.houseRequest, { id: '1/../2' })).toBe('/house-request/1%2F..%2F2');
  });

  it('leaves a path without parameters unchanged', () => {
    expect(buildPath(apiPaths.departments)).toBe('/ubigeo/listDeparment');
  });

  it('throws, naming the parameter, when one is missing', () => {
    expect(() => buildPath(apiPaths.hoursByPropertyTypeAndDate, { propertyId: 1, typeVisit: 'Virtual' })).toThrow(
      /date/,
    );
  });

  it('accepts 0 as a value', () => {
    expect(buildPath(apiPaths.houseRequest, { id: 0 })).toBe('/house-request/0');
  });
});
