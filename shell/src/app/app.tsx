import { AppProviders } from '@lotengo/shared';
import { ReloadBanner } from '@lotengo/shared/remotes';
import { AppLayout } from '../layout/app-layout';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';
import { LinkIntentPreload } from './use-link-intent-preload';

/**
 * Everything inside the router: providers (query client + the one toast host), layout and routes. The
 * routes sit behind the app-level boundary, inside <main>: whatever breaks there, header and footer stay.
 */
export function App() {
  return (
    <AppProviders>
      <AppLayout>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </AppLayout>
      {/* A file of this tab's release that is gone (a pruned version): "Recargar", never a silent failure. */}
      <ReloadBanner />
      <LinkIntentPreload />
    </AppProviders>
  );
}
