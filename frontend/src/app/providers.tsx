import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '#lib/runtime-config';
import { RuntimeConfigProvider } from '#lib/runtime-config-context';
import { ToasterHost } from '#ui/toaster-host';

interface ProvidersProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Runtime config, the query cache and the toaster around the router. */
export function Providers({ config, queryClient, children }: ProvidersProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Bottom right: a toast must not cover the header (Sign Out, Cart). */}
        <ToasterHost position="bottom-right" richColors closeButton duration={6000} />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
