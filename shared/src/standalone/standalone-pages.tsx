import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { DemoAccount } from './demo-accounts';
import { StandaloneSession } from './standalone-session';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * A remote mounted alone: its own header or bar, the demo session (signed in as `demo`, Diego unless
 * said otherwise, or what to start when the API is down), then its pages on their real paths (the
 * shell's guards left out).
 */
export function StandalonePages({
  header,
  routes,
  demo = 'diego',
}: {
  header: ReactNode;
  routes: StandaloneRoute[];
  demo?: DemoAccount;
}) {
  return (
    <>
      {header}
      <StandaloneSession account={demo}>
        <main>
          <Routes>
            {routes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </main>
      </StandaloneSession>
    </>
  );
}
