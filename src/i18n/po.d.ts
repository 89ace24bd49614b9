// A catalog imported from a .po file: the Lingui vite plugin compiles it to this.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
