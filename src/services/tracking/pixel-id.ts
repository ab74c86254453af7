import type { PixelType } from './tracking-pixels';

const META_ID = /^\d{5,20}$/;
const GA4_ID = /^G-[A-Z0-9]{4,}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,}$/;

/** The pixel ID field's label and example, by type. */
export const PIXEL_ID_HINTS: Readonly<Record<PixelType, { label: string; example: string }>> = {
  meta: { label: 'Pixel ID', example: '123456789012345' },
  google_analytics: { label: 'Measurement ID', example: 'G-ABC123XYZ' },
  google_tag_manager: { label: 'Container ID', example: 'GTM-ABC1234' },
  custom: { label: 'Script URL', example: 'https://example.com/pixel.js' },
};

/** What is wrong with a pixel ID for its type, or null when it is well formed. */
export function pixelIdProblem(type: PixelType, value: string): string | null {
  const id = value.trim();
  switch (type) {
    case 'meta':
      return META_ID.test(id) ? null : 'A Meta Pixel ID is a number of 5 to 20 digits, e.g. 123456789012345';
    case 'google_analytics':
      return GA4_ID.test(id)
        ? null
        : 'A Google Analytics 4 Measurement ID looks like G-XXXXXXXXXX (G-, then capital letters and digits)';
    case 'google_tag_manager':
      return GTM_ID.test(id)
        ? null
        : 'A Google Tag Manager Container ID looks like GTM-XXXXXXX (GTM-, then capital letters and digits)';
    case 'custom': {
      let url: URL;
      try {
        url = new URL(id);
      } catch {
        return 'A custom pixel needs the full address of its script, starting with https://';
      }
      return url.protocol === 'https:' && url.hostname
        ? null
        : 'A custom pixel script must be loaded over https:// for your visitors’ safety';
    }
  }
}
