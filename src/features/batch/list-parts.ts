// The list's parts as one chunk: the parser's front end and the preview it fills.
export { checkInBackground, parseAndCheckInBackground } from './parse-in-background.ts';
export { PreviewSection } from './preview-section.tsx';
