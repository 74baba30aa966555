import { AppProviders } from '@lotengo/shared';
import { AppLayout } from '../layout/app-layout';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';

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
    </AppProviders>
  );
}
