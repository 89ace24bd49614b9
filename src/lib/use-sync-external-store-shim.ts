// wouter imports `use-sync-external-store/shim`, a fallback for React before 18 that neither
// React 19 nor preact/compat needs (the shim hands over to the framework's hook when it exists).
// scripts/preact.ts points that import here, so every route's entry carries the hook alone.
export { useSyncExternalStore } from 'react';
