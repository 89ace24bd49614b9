import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityKind } from '../../journal/journal-record.ts';

/** The screen each kind of record is made on, in the navigation's words. */
const KIND_SCREEN: Record<ActivityKind, MessageDescriptor> = {
  add: msg`Add device`,
  edit: msg`Edit device`,
  batch: msg`Batch import`,
  removal: msg`Policy cleanup`,
};

/** The screen a kind of record is made on, in the language in use. */
export function kindScreen(kind: ActivityKind): string {
  return i18n._(KIND_SCREEN[kind]);
}
