// wouter imports `use-sync-external-store/shim`, a fallback for React before 18 that React 19
// never needs (the shim itself hands over to React's hook when it exists). vite.config.ts
// points that import here, so the entry of every route carries React's hook alone.
export { useSyncExternalStore } from 'react';
