import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PATHS, type AppPath } from '../paths.ts';

export interface ScreenRoute {
  path: AppPath;
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
      import('../features/whitelisting/add-device-screen.tsx').then((m) => ({
        default: m.AddDeviceScreen,
      })),
    ),
  },
  {
    path: PATHS.batch,
    label: 'Batch import',
    screen: lazy(() =>
      import('../features/batch/batch-screen.tsx').then((m) => ({
        default: m.BatchImportScreen,
      })),
    ),
  },
  {
    path: PATHS.edit,
    label: 'Edit device',
    screen: lazy(() =>
      import('../features/whitelisting/edit-device-screen.tsx').then((m) => ({
        default: m.EditDeviceScreen,
      })),
    ),
  },
  {
    path: PATHS.policy,
    label: 'Policy cleanup',
    screen: lazy(() =>
      import('../features/policy-emails/policy-cleanup-screen.tsx').then((m) => ({
        default: m.PolicyCleanupScreen,
      })),
    ),
  },
  {
    path: PATHS.activity,
    label: 'Activity',
    screen: lazy(() =>
      import('../features/activity/activity-screen.tsx').then((m) => ({
        default: m.ActivityScreen,
      })),
    ),
  },
  {
    path: PATHS.connection,
    label: 'Connection',
    screen: lazy(() =>
      import('../connection/connection-screen.tsx').then((m) => ({ default: m.ConnectionScreen })),
    ),
  },
];

export const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
