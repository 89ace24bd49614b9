import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { markScreenShown } from '../lib/use-idle-prefetch.ts';
import { PATHS, type AppPath } from '../paths.ts';

export interface ScreenRoute {
  path: AppPath;
  /** The navigation's link text. */
  label: string;
  /** One chunk per screen (route-level code splitting). */
  screen: ComponentType;
  /** Loads that chunk: when the browser is idle, or when a link to it is pointed at. */
  load: () => Promise<unknown>;
}

/**
 * A screen loaded on demand, and the load to start it early. Once loaded, the screen renders at
 * once: React.lazy would suspend for its already-resolved module and reveal it up to 300 ms
 * later (React throttles what appears after a Suspense fallback).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loaded: ComponentType | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => keep().then((module) => ({ default: pick(module) })));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the module's component would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    // Runs once the screen has committed (a suspended one commits nothing): prefetch may start.
    useEffect(markScreenShown, []);
    return createElement(Component);
  }
  return { load: keep, screen: Screen };
}

/** The screens, in the navigation's order; App.tsx routes them, the shell links them. */
export const ROUTES: readonly ScreenRoute[] = [
  {
    path: PATHS.add,
    label: 'Add device',
    ...screen(
      () => import('../features/whitelisting/add-device-screen.tsx'),
      (m) => m.AddDeviceScreen,
    ),
  },
  {
    path: PATHS.batch,
    label: 'Batch import',
    ...screen(
      () => import('../features/batch/batch-screen.tsx'),
      (m) => m.BatchImportScreen,
    ),
  },
  {
    path: PATHS.edit,
    label: 'Edit device',
    ...screen(
      () => import('../features/whitelisting/edit-device-screen.tsx'),
      (m) => m.EditDeviceScreen,
    ),
  },
  {
    path: PATHS.policy,
    label: 'Policy cleanup',
    ...screen(
      () => import('../features/policy-emails/policy-cleanup-screen.tsx'),
      (m) => m.PolicyCleanupScreen,
    ),
  },
  {
    path: PATHS.activity,
    label: 'Activity',
    ...screen(
      () => import('../features/activity/activity-screen.tsx'),
      (m) => m.ActivityScreen,
    ),
  },
  {
    path: PATHS.connection,
    label: 'Connection',
    ...screen(
      () => import('../connection/connection-screen.tsx'),
      (m) => m.ConnectionScreen,
    ),
  },
];

export const NotFoundPage = screen(
  () => import('./not-found-page.tsx'),
  (m) => m.NotFoundPage,
).screen;

/** The route whose screen `pathname` shows, if any. */
export function routeAt(pathname: string): ScreenRoute | undefined {
  return ROUTES.find((route) => route.path === pathname);
}
