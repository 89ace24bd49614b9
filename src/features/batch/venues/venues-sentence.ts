import { plural } from '../../../lib/format.ts';

/** What goes where, for the confirmation: "120 devices to 6 venues: 720 creates". */
export function venuesSentence(devices: number, venues: number): string {
  return `${plural(devices, 'device', 'devices')} to ${plural(venues, 'venue', 'venues')}: ${plural(devices * venues, 'create', 'creates')}`;
}
