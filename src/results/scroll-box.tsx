import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls when its content is taller or wider than it (a long list, a table on a
 * narrow screen). While it scrolls it is a named region in the tab order, so a keyboard can
 * scroll it too (axe: scrollable-region-focusable); otherwise it is a plain box.
 */
export function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setScrolls(box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
