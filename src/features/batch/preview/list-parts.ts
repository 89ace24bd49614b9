// The list's parts as one chunk: the reader's front end, what it understood, the preview, and
// the "Send to" choice shown with it.
export {
  checkInBackground,
  decodeInBackground,
  parseAndCheckInBackground,
} from '../input/parse-in-background.ts';
export { PreviewSection } from './preview-section.tsx';
export { filterRows, makerCounts } from './preview-rows.ts';
export { UnderstoodSection } from './understood-section.tsx';
export { SendControls } from '../venues/send-controls.tsx';
