import { AppProviders } from '@lotengo/shared';
import { AppLayout } from '../layout/app-layout';
import { AppRoutes } from './app-routes';

/** Everything inside the router: providers (query client + the one toast host), layout and routes. */
export function App() {
  return (
    <AppProviders>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
