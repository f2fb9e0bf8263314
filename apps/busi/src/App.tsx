import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './routes.tsx';
import { Providers } from './shell/Providers.tsx';

/** The signed-in app: every path but the sign-in page, with its router. */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
