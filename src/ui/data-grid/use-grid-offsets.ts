import { useLayoutEffect, useState, type RefObject } from 'react';

export interface GridOffsets {
  /** Where the rows start in the scrolling region, below the caption and the header. */
  margin: number;
  /** The sticky header's height: a row scrolled to lands clear of it. */
  header: number;
}

interface Parts {
  scroller: RefObject<HTMLElement | null>;
  caption: RefObject<HTMLElement | null>;
  head: RefObject<HTMLElement | null>;
  body: RefObject<HTMLElement | null>;
}

/**
 * The grid's offsets for the virtualizer (scrollMargin, scrollPaddingStart), measured once
 * `measure` is true (the grid has had the focus: a paste pays for no extra render) and again
 * whenever the caption (it says how many rows are shown) or the header wraps.
 */
export function useGridOffsets(measure: boolean, parts: Parts): GridOffsets {
  const [offsets, setOffsets] = useState<GridOffsets>({ margin: 0, header: 0 });
  const { scroller: scrollerRef, caption: captionRef, head: headRef, body: bodyRef } = parts;
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const caption = captionRef.current;
    const head = headRef.current;
    const body = bodyRef.current;
    if (!measure || !scroller || !caption || !head || !body) return;
    const update = () => {
      const margin =
        body.getBoundingClientRect().top -
        scroller.getBoundingClientRect().top +
        scroller.scrollTop -
        scroller.clientTop;
      const header = head.getBoundingClientRect().height;
      setOffsets((o) =>
        Math.abs(o.margin - margin) < 1 && Math.abs(o.header - header) < 1 ? o : { margin, header },
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(caption);
    observer.observe(head);
    return () => observer.disconnect();
  }, [measure, scrollerRef, captionRef, headRef, bodyRef]);
  return offsets;
}
