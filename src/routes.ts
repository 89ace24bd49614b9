import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Where each screen lives: the one place a path is written. */
export const PATHS = {
  add: '/add',
  batch: '/batch',
  edit: '/edit',
  policy: '/policy',
  connection: '/connection',
} as const;

export interface ScreenRoute {
  path: (typeof PATHS)[keyof typeof PATHS];
  /** The navigation's link text. */
  label: string;
  /** One chunk per screen (route-level code splitting). */
  screen: LazyExoticComponent<ComponentType>;
}

/** The screens, in the navigation's order; App.tsx routes them, the shell links them. */
export const ROUTES: readonly ScreenRoute[] = [
  {
    path: PATHS.add,
    label: 'Add device',
    screen: lazy(() =>
      import('./features/whitelisting/add-device-screen.tsx').then((m) => ({
        default: m.AddDeviceScreen,
      })),
    ),
  },
  {
    path: PATHS.batch,
    label: 'Batch import',
    screen: lazy(() =>
      import('./features/batch/batch-screen.tsx').then((m) => ({
        default: m.BatchImportScreen,
      })),
    ),
  },
  {
    path: PATHS.edit,
    label: 'Edit device',
    screen: lazy(() =>
      import('./features/whitelisting/edit-device-screen.tsx').then((m) => ({
        default: m.EditDeviceScreen,
      })),
    ),
  },
  {
    path: PATHS.policy,
    label: 'Policy cleanup',
    screen: lazy(() =>
      import('./features/policy-emails/policy-cleanup-screen.tsx').then((m) => ({
        default: m.PolicyCleanupScreen,
      })),
    ),
  },
  {
    path: PATHS.connection,
    label: 'Connection',
    screen: lazy(() =>
      import('./connection/connection-screen.tsx').then((m) => ({ default: m.ConnectionScreen })),
    ),
  },
];

export const NotFoundPage = lazy(() =>
  import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
