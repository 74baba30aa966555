import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { paths } from '@lotengo/shared';
import { App } from '../app/app';

/**
 * Run at build time (shared/build/prerender.ts): the landing as a first-time visitor sees it, written
 * into index.html so header, hero, how-it-works and footer paint before any JavaScript arrives. The tree
 * is the one start.tsx hydrates (a StaticRouter here, a BrowserRouter there: neither renders markup).
 * The request section is a remote: its sized placeholder is prerendered and the client fills it in.
 */
export function render(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={paths.home}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
