import { demoUser } from '../seed/demo-users';
import { account, bearer, url } from './support/test-app';
import { t } from './support/security-setup';

describe('control characters in names and free text → 400 naming the field', () => {
  const contact = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: 'Hola' };
  const request = {
    referenceAddress: 'Cerca al Parque Kennedy',
    ubigeoId: 150122,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    tpropertyId: 2,
    tprocessId: 2,
    costInit: 800,
    costEnd: 1500,
    numberCommonArea: 1,
    isTerraza: '0',
    userCode: demoUser.lucia.userCode,
  };

  it.each([
    ['NUL in a name', { firstName: 'An\u0000a' }, 'firstName'],
    ['a bell (C0) in a name', { lastName: 'P\u0007érez' }, 'lastName'],
    ['a right-to-left override in a name', { firstName: 'Ana\u202Egpj.exe' }, 'firstName'],
    ['a bidi isolate in the message', { message: 'Hola \u2066mundo\u2069' }, 'message'],
    ['NUL in the message', { message: 'Hola\u0000' }, 'message'],
    ['DEL in the message', { message: 'Hola\u007f' }, 'message'],
  ])('contact message: %s', async (_what, patch, field) => {
    const before = t.readDisk().contactMessages.length;
    const res = await t.http
      .post(url('contactMessages'))
      .send({ ...contact, ...patch })
      .expect(400);
    expect(res.body).toEqual({ message: `${field} contiene caracteres de control no permitidos`, field });
    expect(t.readDisk().contactMessages).toHaveLength(before);
  });

  it('free text keeps tabs and line breaks', async () => {
    await t.http
      .post(url('contactMessages'))
      .send({ ...contact, message: 'Hola,\n\tquiero información.\r\nGracias' })
      .expect(201);
  });

  it('a single-line field refuses a line break (contract), free text does not', async () => {
    const res = await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send({ ...request, referenceAddress: 'Cerca\nal parque' })
      .expect(400);
    expect(res.body.field).toBe('referenceAddress');
    await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send({ ...request, description: 'Con vista\nal parque' })
      .expect(201);
  });

  it('request title with a bidi override → 400 title', async () => {
    const res = await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send({ ...request, title: 'Depa \u202Eevil' })
      .expect(400);
    expect(res.body).toEqual({ message: 'title contiene caracteres de control no permitidos', field: 'title' });
  });

  it('a user name update with NUL → 400 firstName, nothing changed', async () => {
    const res = await t.http
      .post(url('userUpdate'))
      .set(bearer('lucia'))
      .send({ userCode: demoUser.lucia.userCode, firstName: 'Lu\u0000cía' })
      .expect(400);
    expect(res.body.field).toBe('firstName');
    expect(t.readDisk().users.find((u) => u.userFirebaseId === account('lucia').uid)?.firstName).toBe(
      demoUser.lucia.firstName,
    );
  });

  it('any other string of any JSON body is checked too, naming its path', async () => {
    const res = await t.http
      .post(url('houseRequestSearch'))
      .send({ pageSize: 1, note: ['ok', 'x\u0000'] })
      .expect(400);
    expect(res.body).toEqual({ message: 'note.1 contiene caracteres de control no permitidos', field: 'note.1' });
  });
});
