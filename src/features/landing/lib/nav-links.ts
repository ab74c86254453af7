import { paths } from '@/lib/paths';

/** A section of the landing page, reachable from any marketing page (`/#features`). */
export function sectionLink(id: string) {
  return { pathname: paths.home, hash: `#${id}` };
}

/** The header's page links, in order; the phone menu shows the same ones. */
export const navLinks = [
  { label: 'Features', to: sectionLink('features') },
  { label: 'About Us', to: paths.about },
  { label: 'Reviews', to: sectionLink('reviews') },
] as const;
