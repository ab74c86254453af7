import { THUMBNAIL_TEMPLATES, type ThumbnailTemplate } from '@/data/thumbnail-templates';
import { applyTemplate } from './apply-template';
import { updateLayer, type Layer, type TextLayer } from './layer-model';

// "Generate" turns a description into a layout on this device: a template picked by the words
// used, and a headline and subtitle taken from the description. No AI service is called.

const RULES: readonly { pattern: RegExp; templateId: string }[] = [
  { pattern: /\b(before|after|transformation|results?|glow.?up)\b/i, templateId: 'before-after' },
  { pattern: /\b(vs\.?|versus|compare|comparison)\b/i, templateId: 'split-screen' },
  { pattern: /\b(\d+|top|best|ways|tips|reasons|habits|mistakes)\b/i, templateId: 'number-focus' },
  { pattern: /\b(review|unboxing|product|gadget|tested|buy)\b/i, templateId: 'product-focus' },
  { pattern: /\b(reaction|react|face|shocked|me|my|i)\b/i, templateId: 'face-text' },
];

export function templateForDescription(description: string): ThumbnailTemplate {
  const id = RULES.find((rule) => rule.pattern.test(description))?.templateId ?? 'bold-text';
  return THUMBNAIL_TEMPLATES.find((template) => template.id === id) ?? THUMBNAIL_TEMPLATES[0];
}

/** A short headline (at most five words, upper case) and the rest as a subtitle. */
export function headlineFrom(description: string): { title: string; subtitle: string } {
  const words = description.trim().replace(/\s+/g, ' ').split(' ').filter(Boolean);
  const head = words.slice(0, 5).map((word) => word.toUpperCase());
  // Three words or more go on two lines, so the headline stays big.
  const split = head.length > 2 ? Math.ceil(head.length / 2) : head.length;
  const title = [head.slice(0, split).join(' '), head.slice(split).join(' ')].filter(Boolean).join('\n');
  const rest = words.slice(5, 12).join(' ');
  return { title, subtitle: rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : 'Watch till the end' };
}

export function generateLayout(description: string, current: readonly Layer[]): Layer[] {
  const template = templateForDescription(description);
  const number = template.id === 'number-focus' ? /\b(\d+)\b/.exec(description)?.[1] : undefined;
  // On the number layout the number gets its own circle, so the headline leaves it out.
  const words = number ? description.replace(new RegExp(`\\b${number}\\b`), ' ') : description;
  const { title, subtitle } = headlineFrom(words.trim() ? words : description);
  let layers = applyTemplate(template, current);
  layers = updateLayer<TextLayer>(layers, 'main-title', { text: title });
  layers = updateLayer<TextLayer>(layers, 'subtitle', { text: subtitle });
  if (number) layers = updateLayer<TextLayer>(layers, 'number-focus-number', { text: number });
  return layers;
}
