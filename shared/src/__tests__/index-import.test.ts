import * as shared from '..';
import * as api from '../api';

it('imports the package entry and the API entry under jsdom', () => {
  expect(typeof shared.paths.home).toBe('string');
  expect(typeof api.api.getDepartments).toBe('function');
});
