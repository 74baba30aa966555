/* global jest */
// A project's `testTimeout` (jest.base.js `extra`) is listed in its config but jest-circus reads only the
// root's: tests of a project with a longer limit (the tooling's CLI processes, the API's emulator) ran
// with the default 5 s. The limit travels in `globals` and is set here, for every file of that project.
jest.setTimeout(globalThis.__PROJECT_TEST_TIMEOUT__);
