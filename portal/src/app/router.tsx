// The portal's route tree, built from the domain route table so a route is declared once.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PORTAL_ROUTES, type RouteDef } from '@valik/domain';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { setLinkPrefetch } from '../features/layout/link-prefetch.ts';
import { LAYOUTS, PAGES, layoutOf } from './pages.ts';
import { prefetchPath } from './prefetch.ts';
import { AppFallback, RootLayout } from './RootLayout.tsx';
import { notFoundLoader, portalLoader } from './route-loader.ts';

function pageRoute(def: RouteDef): RouteObject {
  const load = PAGES[def.pattern];
  if (!load) throw new Error(`No page component for route ${def.pattern}`);
  return {
    path: def.pattern,
    loader: portalLoader,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** The catch-all routes always throw from their loader; this only keeps the router from warning. */
function NeverRendered() {
  return null;
}

const isUserRoute = (def: RouteDef) => layoutOf(def.pattern) === 'user';

export function createPortalRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: AppFallback,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // signed-in area, and the tracking pages (the layout is its own chunk, loaded beside the page's)
          lazy: async () => ({ Component: (await LAYOUTS.user()).default }),
          children: [
            {
              errorElement: <RouteErrorScreen />,
              children: [
                ...PORTAL_ROUTES.filter(isUserRoute).map(pageRoute),
                { path: '/user/*', loader: notFoundLoader, Component: NeverRendered },
              ],
            },
          ],
        },
        {
          // /auth/* and anything else that reaches the portal
          lazy: async () => ({ Component: (await LAYOUTS.default()).default }),
          children: [
            {
              errorElement: <RouteErrorScreen />,
              children: [
                ...PORTAL_ROUTES.filter((def) => !isUserRoute(def)).map(pageRoute),
                { path: '*', loader: notFoundLoader, Component: NeverRendered },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** `create`: react-router's factory, or the error reporting's wrapper of it (route names for reports). */
export function createPortalRouter(create: typeof createBrowserRouter = createBrowserRouter) {
  setLinkPrefetch(prefetchPath);
  return create(createPortalRoutes());
}
