import { type ComponentProps, useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './routes.tsx';
import { Providers } from './shell/Providers.tsx';

/** The signed-in app: every path but the sign-in page, with its router. */
export function App({ initial }: Pick<ComponentProps<typeof Providers>, 'initial'>) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <Providers initial={initial}>
      <RouterProvider router={router} />
    </Providers>
  );
}
