// jsdom has <dialog> but not showModal/close: just enough of them for ConfirmDialog's tests.
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  function onKeyDown(this: HTMLDialogElement, event: KeyboardEvent) {
    if (event.key !== 'Escape' || !this.open) return;
    // The browser's Escape: a cancelable "cancel" event, then close.
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  }

  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', onKeyDown);
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onKeyDown);
    // As browsers do: the close event comes a task later, after any input already queued.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
