import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';
import { ToastHost } from '@lotengo/shared/notify';

export interface AppProvidersProps {
  children?: ReactNode;
  /** Tests pass their own; otherwise one client is made for the app's life. */
  queryClient?: QueryClient;
  /** A remote mounted inside the shell already has the shell's toast host. */
  withToasts?: boolean;
}

export function AppProviders({ children, queryClient, withToasts = true }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      {withToasts ? <ToastHost /> : null}
    </QueryClientProvider>
  );
}
