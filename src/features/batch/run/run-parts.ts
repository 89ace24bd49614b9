// The run's parts as one chunk (loaded when the screen is idle, or at once for a stored run):
// the engine, what Send does, and the progress and results; for one connection and for several
// venues.
export { RunPanel } from './run-panel.tsx';
export { connectedRunners } from '../venues/connected-venues.ts';
export { VenuesPanel } from '../venues/venues-panel.tsx';
export { sendTo } from '../venues/send-venues.ts';
