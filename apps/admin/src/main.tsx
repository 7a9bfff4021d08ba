import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import '../admin.css';
import { api } from './api';
import { AppShell } from './shell/app-shell';

// Owners edit for minutes at a time: refetching on focus would reset nothing (the draft is in its
// own store) but would cost requests; the queries refresh after each publish instead.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

function App() {
  const session = useQuery({ queryKey: ['session'], queryFn: api.session, staleTime: Infinity });
  if (session.isError)
    return (
      <p role="alert" className="p-6">
        {session.error.message}
      </p>
    );
  if (!session.data) return <p className="p-6">Loading…</p>;
  return <AppShell session={session.data} />;
}

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <App />
      </BrowserRouter>
      {/* The toasts follow the screen's light or dark scheme, as the rest of the admin does. */}
      <Toaster position="bottom-center" richColors closeButton theme="system" />
    </QueryClientProvider>
  </StrictMode>,
);
