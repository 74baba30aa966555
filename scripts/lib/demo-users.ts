/** The demo accounts come from the mock API's seed (one list for the db, the emulator and the docs). */
import { DEMO_PASSWORD, demoUser, demoUsers, type DemoUser } from '@lotengo/mock-api/demo-users';

export { DEMO_PASSWORD, demoUser, demoUsers, type DemoUser };

/** The account `npm start` suggests: a signed-up user with requests, offers and an inbox. */
export function demoLogin(): { email: string; password: string; name: string } {
  const user = demoUser.diego;
  return { email: user.email, password: DEMO_PASSWORD, name: `${user.firstName} ${user.lastName}` };
}
