import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { loadWords, type Bundle } from '../i18n/catalogs.ts';
import { markScreenShown } from '../lib/use-idle-prefetch.ts';
import { PATHS, type AppPath } from '../paths.ts';

export interface ScreenRoute {
  path: AppPath;
  /** The navigation's link text. */
  label: MessageDescriptor;
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
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  bundles: Bundle[] = [],
) {
  let loaded: ComponentType | undefined;
  // The screen's words in the language in use arrive with its code.
  const keep = () =>
    Promise.all([load(), loadWords(...bundles)]).then(([module]) => {
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
    label: msg`Add device`,
    ...screen(
      () => import('../features/whitelisting/add-device-screen.tsx'),
      (m) => m.AddDeviceScreen,
      ['whitelisting'],
    ),
  },
  {
    path: PATHS.batch,
    label: msg`Batch import`,
    ...screen(
      () => import('../features/batch/batch-screen.tsx'),
      (m) => m.BatchImportScreen,
      // Its list parts load as it opens and show the venues' keys (connection-forms).
      ['batch', 'results', 'connection-forms'],
    ),
  },
  {
    path: PATHS.edit,
    label: msg`Edit device`,
    ...screen(
      () => import('../features/whitelisting/edit-device-screen.tsx'),
      (m) => m.EditDeviceScreen,
      ['whitelisting'],
    ),
  },
  {
    path: PATHS.policy,
    label: msg`Policy cleanup`,
    ...screen(
      () => import('../features/policy-emails/policy-cleanup-screen.tsx'),
      (m) => m.PolicyCleanupScreen,
      // The results' words come with the results (policy-cleanup-screen.tsx).
      ['policy-emails'],
    ),
  },
  {
    path: PATHS.activity,
    label: msg`Activity`,
    ...screen(
      () => import('../features/activity/activity-screen.tsx'),
      (m) => m.ActivityScreen,
      ['activity', 'results'],
    ),
  },
  {
    path: PATHS.connection,
    label: msg`Connection`,
    ...screen(
      () => import('../connection/connection-screen.tsx'),
      (m) => m.ConnectionScreen,
      ['connection-screen', 'connection-forms'],
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
