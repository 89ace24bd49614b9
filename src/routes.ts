import { lazy } from 'react';

// One chunk per screen (route-level code splitting); features replace the placeholders.
const comingNext = () => import('./pages/coming-next-pages.tsx');

export const AddDevicePage = lazy(() => comingNext().then((m) => ({ default: m.AddDevicePage })));
export const BatchImportPage = lazy(() =>
  comingNext().then((m) => ({ default: m.BatchImportPage })),
);
export const EditDevicePage = lazy(() => comingNext().then((m) => ({ default: m.EditDevicePage })));
export const PolicyCleanupPage = lazy(() =>
  comingNext().then((m) => ({ default: m.PolicyCleanupPage })),
);
export const ConnectionPage = lazy(() =>
  import('./connection/connection-screen.tsx').then((m) => ({ default: m.ConnectionScreen })),
);
export const NotFoundPage = lazy(() =>
  import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The main navigation, in order. */
export const NAV_ITEMS = [
  { href: '/add', label: 'Add device' },
  { href: '/batch', label: 'Batch import' },
  { href: '/edit', label: 'Edit device' },
  { href: '/policy', label: 'Policy cleanup' },
  { href: '/connection', label: 'Connection' },
] as const;
