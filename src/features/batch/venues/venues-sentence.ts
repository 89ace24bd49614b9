import { plural, t } from '@lingui/core/macro';

/** What goes where, for the confirmation: "120 devices to 6 venues: 720 creates". */
export function venuesSentence(devices: number, venues: number): string {
  const creates = devices * venues;
  return t`${plural(devices, { one: '# device', other: '# devices' })} to ${plural(venues, { one: '# venue', other: '# venues' })}: ${plural(creates, { one: '# create', other: '# creates' })}`;
}
