/** The Thumbnail Designer's six templates and their layouts on the 1280x720 canvas. */

export interface TemplateText {
  /** 'title' and 'subtitle' style the Main Title and Subtitle; 'label' adds a fixed text layer. */
  role: 'title' | 'subtitle' | 'label';
  name: string;
  text: string;
  x: number;
  y: number;
  /** On the 12-72 scale. */
  size: number;
  color: string;
  weight: 'normal' | 'bold' | 'black';
  align: 'left' | 'center' | 'right';
  font: 'impact' | 'arial-black' | 'arial' | 'helvetica' | 'georgia' | 'verdana' | 'trebuchet' | 'courier';
  stroke?: { color: string; width: number };
  shadow?: boolean;
}

export interface TemplateShape {
  name: string;
  shape: 'rect' | 'circle';
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  opacity: number;
}

export interface ThumbnailTemplate {
  id: string;
  name: string;
  description: string;
  background: { from: string; to: string };
  /** Drawn above the background, below the texts. */
  shapes: readonly TemplateShape[];
  texts: readonly TemplateText[];
}

export const THUMBNAIL_TEMPLATES: readonly ThumbnailTemplate[] = [
  {
    id: 'bold-text',
    name: 'Bold Text',
    description: 'One huge headline that reads at any size',
    background: { from: '#dc2626', to: '#f59e0b' },
    shapes: [],
    texts: [
      {
        role: 'title',
        name: 'Main Title',
        text: 'STOP DOING THIS',
        x: 640,
        y: 320,
        size: 72,
        color: '#ffffff',
        weight: 'black',
        align: 'center',
        font: 'impact',
        stroke: { color: '#000000', width: 14 },
      },
      {
        role: 'subtitle',
        name: 'Subtitle',
        text: 'The mistake 90% of creators make',
        x: 640,
        y: 500,
        size: 30,
        color: '#facc15',
        weight: 'bold',
        align: 'center',
        font: 'arial-black',
        shadow: true,
      },
    ],
  },
  {
    id: 'product-focus',
    name: 'Product Focus',
    description: 'A spotlight for your product with the pitch beside it',
    background: { from: '#0f172a', to: '#334155' },
    shapes: [
      {
        name: 'Spotlight',
        shape: 'circle',
        x: 720,
        y: 110,
        width: 500,
        height: 500,
        color: '#f8fafc',
        opacity: 0.16,
      },
      { name: 'Badge', shape: 'rect', x: 80, y: 470, width: 300, height: 80, color: '#22c55e', opacity: 1 },
    ],
    texts: [
      {
        role: 'title',
        name: 'Main Title',
        text: 'WORTH IT?',
        x: 80,
        y: 300,
        size: 64,
        color: '#ffffff',
        weight: 'black',
        align: 'left',
        font: 'impact',
        shadow: true,
      },
      {
        role: 'subtitle',
        name: 'Subtitle',
        text: 'Honest review',
        x: 80,
        y: 400,
        size: 28,
        color: '#facc15',
        weight: 'bold',
        align: 'left',
        font: 'arial',
      },
      {
        role: 'label',
        name: 'Badge Text',
        text: 'NEW',
        x: 230,
        y: 510,
        size: 28,
        color: '#000000',
        weight: 'black',
        align: 'center',
        font: 'arial-black',
      },
    ],
  },
  {
    id: 'before-after',
    name: 'Before/After',
    description: 'Two halves that show the change',
    background: { from: '#111827', to: '#111827' },
    shapes: [
      {
        name: 'Before Panel',
        shape: 'rect',
        x: 0,
        y: 0,
        width: 640,
        height: 720,
        color: '#64748b',
        opacity: 1,
      },
      {
        name: 'After Panel',
        shape: 'rect',
        x: 640,
        y: 0,
        width: 640,
        height: 720,
        color: '#16a34a',
        opacity: 1,
      },
      {
        name: 'Title Band',
        shape: 'rect',
        x: 0,
        y: 540,
        width: 1280,
        height: 180,
        color: '#000000',
        opacity: 0.7,
      },
    ],
    texts: [
      {
        role: 'label',
        name: 'Before Label',
        text: 'BEFORE',
        x: 320,
        y: 90,
        size: 40,
        color: '#ffffff',
        weight: 'black',
        align: 'center',
        font: 'impact',
        stroke: { color: '#000000', width: 8 },
      },
      {
        role: 'label',
        name: 'After Label',
        text: 'AFTER',
        x: 960,
        y: 90,
        size: 40,
        color: '#ffffff',
        weight: 'black',
        align: 'center',
        font: 'impact',
        stroke: { color: '#000000', width: 8 },
      },
      {
        role: 'title',
        name: 'Main Title',
        text: '30 DAYS LATER',
        x: 640,
        y: 605,
        size: 52,
        color: '#facc15',
        weight: 'black',
        align: 'center',
        font: 'impact',
      },
      {
        role: 'subtitle',
        name: 'Subtitle',
        text: 'What actually changed',
        x: 640,
        y: 680,
        size: 20,
        color: '#ffffff',
        weight: 'bold',
        align: 'center',
        font: 'arial',
      },
    ],
  },
  {
    id: 'face-text',
    name: 'Face + Text',
    description: 'Room for your reaction shot, headline on the right',
    background: { from: '#1d4ed8', to: '#0ea5e9' },
    shapes: [
      {
        name: 'Face Area',
        shape: 'circle',
        x: 60,
        y: 120,
        width: 480,
        height: 480,
        color: '#ffffff',
        opacity: 0.22,
      },
    ],
    texts: [
      {
        role: 'title',
        name: 'Main Title',
        text: 'I CAN’T\nBELIEVE IT',
        x: 1220,
        y: 300,
        size: 68,
        color: '#facc15',
        weight: 'black',
        align: 'right',
        font: 'impact',
        stroke: { color: '#000000', width: 12 },
      },
      {
        role: 'subtitle',
        name: 'Subtitle',
        text: 'Add your photo on the left',
        x: 1220,
        y: 530,
        size: 26,
        color: '#ffffff',
        weight: 'bold',
        align: 'right',
        font: 'arial',
        shadow: true,
      },
    ],
  },
  {
    id: 'number-focus',
    name: 'Number Focus',
    description: 'A big number for lists and rankings',
    background: { from: '#7c3aed', to: '#ec4899' },
    shapes: [
      {
        name: 'Number Circle',
        shape: 'circle',
        x: 70,
        y: 150,
        width: 420,
        height: 420,
        color: '#facc15',
        opacity: 1,
      },
    ],
    texts: [
      {
        role: 'label',
        name: 'Number',
        text: '7',
        x: 280,
        y: 365,
        size: 72,
        color: '#000000',
        weight: 'black',
        align: 'center',
        font: 'impact',
      },
      {
        role: 'title',
        name: 'Main Title',
        text: 'HABITS THAT\nCHANGED ME',
        x: 560,
        y: 320,
        size: 56,
        color: '#ffffff',
        weight: 'black',
        align: 'left',
        font: 'impact',
        stroke: { color: '#000000', width: 10 },
      },
      {
        role: 'subtitle',
        name: 'Subtitle',
        text: 'Number 4 surprised me',
        x: 560,
        y: 520,
        size: 26,
        color: '#facc15',
        weight: 'bold',
        align: 'left',
        font: 'arial-black',
      },
    ],
  },
  {
    id: 'split-screen',
    name: 'Split Screen',
    description: 'This versus that, side by side',
    background: { from: '#000000', to: '#000000' },
    shapes: [
      { name: 'Left Side', shape: 'rect', x: 0, y: 0, width: 636, height: 720, color: '#ef4444', opacity: 1 },
      {
        name: 'Right Side',
        shape: 'rect',
        x: 644,
        y: 0,
        width: 636,
        height: 720,
        color: '#3b82f6',
        opacity: 1,
      },
      {
        name: 'VS Circle',
        shape: 'circle',
        x: 560,
        y: 280,
        width: 160,
        height: 160,
        color: '#ffffff',
        opacity: 1,
      },
    ],
    texts: [
      {
        role: 'label',
        name: 'VS',
        text: 'VS',
        x: 640,
        y: 362,
        size: 36,
        color: '#000000',
        weight: 'black',
        align: 'center',
        font: 'impact',
      },
      {
        role: 'title',
        name: 'Main Title',
        text: 'WHICH IS BETTER?',
        x: 640,
        y: 110,
        size: 56,
        color: '#ffffff',
        weight: 'black',
        align: 'center',
        font: 'impact',
        stroke: { color: '#000000', width: 12 },
      },
      {
        role: 'subtitle',
        name: 'Subtitle',
        text: 'Tested for 30 days',
        x: 640,
        y: 640,
        size: 28,
        color: '#ffffff',
        weight: 'bold',
        align: 'center',
        font: 'arial-black',
        shadow: true,
      },
    ],
  },
];
