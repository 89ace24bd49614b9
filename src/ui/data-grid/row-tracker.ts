import {
  scrollTarget,
  visibleRange,
  type Align,
  type RowKey,
  type RowRange,
  type ScrollLimits,
} from './virtual-rows.ts';

/** What the rendered rows were computed from: a new object whenever they would change. */
interface View {
  top: number;
  height: number;
  /** A row's measured height; a new function whenever a height changed. */
  sizeOf: (key: RowKey) => number | undefined;
}

/** The last render's layout, for the event handlers. */
interface Layout {
  edges: Float64Array;
  keyOf: (index: number) => RowKey;
  margin: number;
  paddingStart: number;
}

/** A scroll to a row, kept on target while the rows around it are measured. */
interface Target {
  index: number;
  align: Align;
  /** Frames in a row found on target: two end it. */
  stable: number;
  frames: number;
}

// About a second of frames: a target not reached by then is given up.
const MAX_TARGET_FRAMES = 60;
/** Events by which the person takes the scroll over, ending a scroll to a row. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown'] as const;

/**
 * The scroller, the row heights and the scroll position, outside React: a store the hook reads
 * with useSyncExternalStore, whose view changes only when the rendered rows would.
 */
export class RowTracker {
  private readonly sizes = new Map<RowKey, number>();
  private view: View;
  private readonly listeners = new Set<() => void>();
  private layout: Layout | null = null;
  private scroller: HTMLElement | null = null;
  private observer: ResizeObserver | null = null;
  private readonly rowElements = new Set<HTMLElement>();
  /** The scroller's scrollTop, as of its last scroll event or our last write. */
  private top = 0;
  private height: number;
  private target: Target | null = null;
  private frame: number | null = null;

  /** The viewport's height while the scroller has none (jsdom, a hidden tab). */
  private readonly fallbackHeight: number;

  constructor(fallbackHeight: number) {
    this.fallbackHeight = fallbackHeight;
    this.height = fallbackHeight;
    this.view = { top: 0, height: fallbackHeight, sizeOf: this.sizeOf() };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getView = () => this.view;

  private sizeOf() {
    return (key: RowKey) => this.sizes.get(key);
  }

  private publish(view: View) {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  setLayout(layout: Layout) {
    this.layout = layout;
    this.sync();
  }

  attach(scroller: HTMLElement | null) {
    if (!scroller) return;
    this.scroller = scroller;
    scroller.addEventListener('scroll', this.onScroll, { passive: true });
    for (const type of TAKE_OVER)
      scroller.addEventListener(type, this.dropTarget, { passive: true });
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(this.onResize);
      observer.observe(scroller);
      for (const row of this.rowElements) observer.observe(row);
      this.observer = observer;
    }
    this.top = scroller.scrollTop;
    this.height = scroller.clientHeight > 0 ? scroller.clientHeight : this.fallbackHeight;
    this.sync();
    return () => {
      scroller.removeEventListener('scroll', this.onScroll);
      for (const type of TAKE_OVER) scroller.removeEventListener(type, this.dropTarget);
      this.observer?.disconnect();
      this.observer = null;
      if (this.frame !== null) cancelAnimationFrame(this.frame);
      this.frame = null;
      this.target = null;
      this.scroller = null;
    };
  }

  measureRow = (element: HTMLElement | null) => {
    if (!element) return undefined;
    this.rowElements.add(element);
    this.observer?.observe(element);
    return () => {
      this.rowElements.delete(element);
      this.observer?.unobserve(element);
    };
  };

  /** Publishes the scroll position when it changes the rows in view, or the viewport changed. */
  private sync() {
    const layout = this.layout;
    if (!this.scroller || !layout) return;
    const { edges, margin } = layout;
    const view = this.view;
    const now = visibleRange(edges, { top: this.top, height: this.height, margin });
    const shown = visibleRange(edges, { top: view.top, height: view.height, margin });
    if (this.height !== view.height || !sameRange(now, shown)) {
      this.publish({ ...view, top: this.top, height: this.height });
    }
  }

  private onScroll = () => {
    if (!this.scroller) return;
    this.top = this.scroller.scrollTop;
    this.sync();
  };

  private dropTarget = () => {
    this.target = null;
  };

  private onResize = (entries: ResizeObserverEntry[]) => {
    const layout = this.layout;
    if (!layout) return;
    let resized = false;
    let changed = false;
    let shift = 0;
    for (const entry of entries) {
      if (entry.target === this.scroller) {
        const height = this.scroller.clientHeight;
        this.height = height > 0 ? height : this.fallbackHeight;
        resized = true;
        continue;
      }
      if (!(entry.target instanceof HTMLElement)) continue;
      const index = Number(entry.target.dataset.index);
      const start = layout.edges[index];
      const end = layout.edges[index + 1];
      const size = borderBoxHeight(entry);
      // A row without layout measures 0: it keeps the height it has.
      if (start === undefined || end === undefined || !(size > 0)) continue;
      const key = layout.keyOf(index);
      const measured = this.sizes.has(key);
      this.sizes.set(key, size);
      const delta = size - (end - start);
      if (delta === 0) continue;
      changed = true;
      // What is in view stays put when a row above it turns out taller or shorter than assumed
      // (its first measure), or changes while wholly above it. From the position last seen, so
      // a move the browser made already (scroll anchoring) is not made twice.
      const top = layout.margin + (measured ? end : start);
      if (measured ? top <= this.top : top < this.top) shift += delta;
    }
    // A scroll to a row follows its target instead: the browser may have moved already, and
    // reported it, as it focused the row (focus lays out the new rows before they are measured).
    if (shift !== 0 && this.target === null) this.scrollTo(this.top + shift);
    if (changed) this.publish({ top: this.top, height: this.height, sizeOf: this.sizeOf() });
    else if (resized) this.sync();
  };

  scrollToIndex = (index: number) => {
    const limits = this.limits();
    if (!limits || !this.layout) return;
    const to = scrollTarget(this.layout.edges, index, 'auto', limits);
    if (to === null) return;
    this.target = { index, align: to.align, stable: 0, frames: 0 };
    this.scrollTo(to.top);
    this.nextFrame();
  };

  private limits(): ScrollLimits | null {
    const scroller = this.scroller;
    const layout = this.layout;
    if (!scroller || !layout) return null;
    return {
      top: scroller.scrollTop,
      height: this.height,
      margin: layout.margin,
      paddingStart: layout.paddingStart,
      maxTop: Math.max(scroller.scrollHeight - scroller.clientHeight, 0),
    };
  }

  private scrollTo(top: number) {
    if (!this.scroller) return;
    this.scroller.scrollTop = top;
    // Read back: the scroller clamps what it cannot reach.
    this.top = this.scroller.scrollTop;
  }

  private nextFrame() {
    if (this.frame === null && typeof requestAnimationFrame !== 'undefined') {
      this.frame = requestAnimationFrame(this.keepOnTarget);
    }
  }

  /** Each frame until it holds: the rows measured around a target move it, so follow it. */
  private keepOnTarget = () => {
    this.frame = null;
    const target = this.target;
    const limits = this.limits();
    if (!target || !limits || !this.layout) return;
    const to = scrollTarget(this.layout.edges, target.index, target.align, limits);
    target.frames += 1;
    if (to === null || target.frames > MAX_TARGET_FRAMES) {
      this.target = null;
      return;
    }
    if (Math.abs(limits.top - to.top) < 1.01) {
      target.stable += 1;
      if (target.stable >= 2) {
        if (limits.top !== to.top) this.scrollTo(to.top);
        this.target = null;
        return;
      }
    } else {
      target.stable = 0;
      this.scrollTo(to.top);
    }
    this.nextFrame();
  };
}

function sameRange(a: RowRange | null, b: RowRange | null): boolean {
  return a === b || (a?.startIndex === b?.startIndex && a?.endIndex === b?.endIndex);
}

function borderBoxHeight(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return box ? box.blockSize : entry.target.getBoundingClientRect().height;
}
