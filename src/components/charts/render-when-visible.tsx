import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box of fixed size (its `className` gives it) that renders its content only once the box comes
 * within reach of the viewport: a chart below the fold costs nothing until the user scrolls to it,
 * and the content replaces nothing of another size, so nothing moves. The content renders in a
 * transition, which React may split, so a heavy chart does not hold the main thread in one task.
 * Where the browser has no IntersectionObserver it renders at once.
 */
export function RenderWhenVisible({
  className,
  children,
  'aria-hidden': ariaHidden,
}: {
  className: string;
  children: ReactNode;
  'aria-hidden'?: boolean | 'true';
}) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setVisible(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={box} className={className} aria-hidden={ariaHidden}>
      {visible && children}
    </div>
  );
}
