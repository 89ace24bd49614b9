import { MakerNote } from './maker-note.tsx';
import { useMakerLookup } from './use-maker-lookup.ts';

/** The maker of one canonical MAC, with its own lookup: a form loads it with its first MAC. */
export function DeviceMakerNote({ mac }: { mac: string }) {
  return <MakerNote lookup={useMakerLookup()} mac={mac} />;
}
