import * as shared from '..';

it('imports the package entry under jsdom', () => {
  expect(typeof shared.api.getDepartments).toBe('function');
});
