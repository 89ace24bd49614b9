// The reader's work: recognising text and decoding files. The parse worker runs it; where no
// worker starts (development builds and tests), parse-in-background.ts loads it on the page.
// The only module outside recognise/ that imports the recognisers themselves (ESLint keeps it
// so): the rest of the app reads their types alone, so none of their code joins a screen's chunk.
export { recogniseList } from '../../../recognise/recognise-list.ts';
export { decodeFile } from './decode-file.ts';
