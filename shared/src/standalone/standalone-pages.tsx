import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/** A remote mounted alone: its own header or bar, then its pages on their real paths (the shell's guards left out). */
export function StandalonePages({ header, routes }: { header: ReactNode; routes: StandaloneRoute[] }) {
  return (
    <>
      {header}
      <main>
        <Routes>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </main>
    </>
  );
}
