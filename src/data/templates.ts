/** Templates & Swipes: the script templates and category counts (docs/product-rules.md#templates). */

export interface TemplateSection {
  name: string;
  content: string;
}

export interface ScriptTemplate {
  id: string;
  name: string;
  category: TemplateCategory;
  description: string;
  /** Out of 5. */
  rating: number;
  downloads: number;
  tags: readonly string[];
  /** The opening line, shown on the card. */
  preview: string;
  /** The script's named sections, in order. */
  structure: readonly TemplateSection[];
  /** Target running time, e.g. '60-90s'. */
  duration: string;
  industry: string;
  /** Conversion rate as a percentage. */
  conversionRate: number;
}

export type TemplateCategory = 'E-commerce' | 'SaaS' | 'Education' | 'Health & Fitness' | 'Finance';

/** The filter's categories with the library's counts. */
export const TEMPLATE_CATEGORIES: readonly { id: 'all' | TemplateCategory; label: string; count: number }[] =
  [
    { id: 'all', label: 'All', count: 156 },
    { id: 'E-commerce', label: 'E-commerce', count: 42 },
    { id: 'SaaS', label: 'SaaS', count: 38 },
    { id: 'Education', label: 'Education', count: 29 },
    { id: 'Health & Fitness', label: 'Health & Fitness', count: 24 },
    { id: 'Finance', label: 'Finance', count: 23 },
  ];

export const SCRIPT_TEMPLATES: readonly ScriptTemplate[] = [
  {
    id: 'problem-agitate-solve',
    name: 'Problem-Agitate-Solve Product Ad',
    category: 'E-commerce',
    description: 'The classic direct-response structure: name the pain, twist the knife, then show the fix.',
    rating: 4.9,
    downloads: 12847,
    tags: ['direct response', 'product ad', 'conversion'],
    preview: 'Still waking up with a stiff neck every morning?',
    structure: [
      { name: 'Hook', content: 'Still waking up with a stiff neck every morning? You are not alone.' },
      {
        name: 'Problem',
        content: 'Most pillows flatten within weeks, leaving your neck unsupported for eight hours a night.',
      },
      {
        name: 'Agitate',
        content:
          'That means headaches, bad sleep and a foggy start to every single day. And it only gets worse.',
      },
      {
        name: 'Solution',
        content: 'Meet CloudRest: memory foam that keeps its shape and cradles your neck all night long.',
      },
      { name: 'Proof', content: 'Over 40,000 five-star reviews and a 100-night sleep trial.' },
      { name: 'Call to Action', content: 'Tap the link below and get 30% off your first CloudRest today.' },
    ],
    duration: '30-45s',
    industry: 'Home & Sleep',
    conversionRate: 8.4,
  },
  {
    id: 'unboxing-first-impressions',
    name: 'Unboxing & First Impressions',
    category: 'E-commerce',
    description: 'An authentic unboxing that builds anticipation and ends with a clear verdict.',
    rating: 4.7,
    downloads: 9321,
    tags: ['unboxing', 'review', 'authentic'],
    preview: 'I waited three weeks for this box. Let us see if it was worth it.',
    structure: [
      { name: 'Hook', content: 'I waited three weeks for this box. Let us see if it was worth it.' },
      {
        name: 'Unboxing',
        content: 'First look at the packaging, what is inside, and the first touch of the product.',
      },
      {
        name: 'First Impressions',
        content: 'Build quality, size in the hand, and the one detail that surprised me.',
      },
      {
        name: 'Quick Test',
        content: 'A 60-second real-world test so you can see it working, not just sitting pretty.',
      },
      { name: 'Verdict', content: 'Who it is for, who should skip it, and my honest score out of ten.' },
      { name: 'Call to Action', content: 'The link with today’s price is in the description.' },
    ],
    duration: '60-90s',
    industry: 'Consumer Electronics',
    conversionRate: 6.1,
  },
  {
    id: 'saas-free-trial',
    name: 'SaaS Free Trial Explainer',
    category: 'SaaS',
    description: 'Show the before and after of a workflow and drive viewers to a free trial.',
    rating: 4.8,
    downloads: 10254,
    tags: ['saas', 'explainer', 'free trial'],
    preview: 'Your team spends 6 hours a week on status meetings. Here is how to get them back.',
    structure: [
      {
        name: 'Hook',
        content: 'Your team spends 6 hours a week on status meetings. Here is how to get them back.',
      },
      { name: 'Old Way', content: 'Spreadsheets, endless threads and nobody knowing who owns what.' },
      { name: 'New Way', content: 'FlowBoard pulls every task into one live board that updates itself.' },
      {
        name: 'Demo',
        content: 'Watch: connect your tools, pick a template, and your first board is live in 2 minutes.',
      },
      {
        name: 'Social Proof',
        content: 'Trusted by 8,000 teams, from two-person startups to public companies.',
      },
      { name: 'Call to Action', content: 'Start your 14-day free trial. No credit card needed.' },
    ],
    duration: '60-90s',
    industry: 'Productivity Software',
    conversionRate: 5.7,
  },
  {
    id: 'course-launch-story',
    name: 'Course Launch Story',
    category: 'Education',
    description: 'A personal journey that positions your course as the shortcut you wish you had.',
    rating: 4.6,
    downloads: 7412,
    tags: ['storytelling', 'course launch', 'creator'],
    preview: 'Two years ago I could not write a line of code.',
    structure: [
      {
        name: 'Hook',
        content: 'Two years ago I could not write a line of code. Last month I shipped my third app.',
      },
      { name: 'Struggle', content: 'I wasted months on tutorials that never connected the dots.' },
      {
        name: 'Turning Point',
        content: 'Everything changed when I started building real projects from day one.',
      },
      {
        name: 'The Method',
        content: 'The three-step build-first method, and why it works faster than theory.',
      },
      { name: 'Offer', content: 'I turned it into a 6-week course with weekly live reviews.' },
      { name: 'Call to Action', content: 'Enrolment closes Friday. Join the waitlist at the link below.' },
    ],
    duration: '90-120s',
    industry: 'Online Learning',
    conversionRate: 4.9,
  },
  {
    id: 'fitness-transformation',
    name: '30-Day Fitness Transformation',
    category: 'Health & Fitness',
    description: 'A before-and-after challenge format that keeps viewers watching to the reveal.',
    rating: 4.8,
    downloads: 8936,
    tags: ['transformation', 'challenge', 'before after'],
    preview: 'I did 100 push-ups every day for 30 days. Here is what happened.',
    structure: [
      { name: 'Hook', content: 'I did 100 push-ups every day for 30 days. Here is what happened.' },
      {
        name: 'Day 1',
        content: 'Starting point: the measurements, the first set, and how hard it really was.',
      },
      {
        name: 'Midpoint',
        content: 'Day 15: the soreness, the shortcuts I was tempted by, and what kept me going.',
      },
      { name: 'Reveal', content: 'Day 30: side-by-side results and the numbers that changed.' },
      {
        name: 'Lessons',
        content: 'Three things I would do differently, so your 30 days go better than mine.',
      },
      { name: 'Call to Action', content: 'Grab the free 30-day plan in the description and start tomorrow.' },
    ],
    duration: '45-60s',
    industry: 'Fitness & Wellness',
    conversionRate: 7.2,
  },
  {
    id: 'financial-freedom-case-study',
    name: 'Financial Freedom Case Study',
    category: 'Finance',
    description: 'A numbers-first case study that earns trust before it asks for anything.',
    rating: 4.5,
    downloads: 6108,
    tags: ['case study', 'personal finance', 'trust'],
    preview: 'Meet Sarah: $42,000 of debt to debt-free in 26 months.',
    structure: [
      {
        name: 'Hook',
        content: 'Meet Sarah: $42,000 of debt to debt-free in 26 months, on a teacher’s salary.',
      },
      { name: 'Situation', content: 'Where she started: three credit cards, a car loan and no budget.' },
      {
        name: 'Strategy',
        content: 'The avalanche plan, one automated transfer, and the expense she cut first.',
      },
      { name: 'Results', content: 'Month by month: the balance chart and the moment it hit zero.' },
      { name: 'Takeaway', content: 'The one habit you can copy this week, whatever your income.' },
      { name: 'Call to Action', content: 'Download the free debt payoff planner linked below.' },
    ],
    duration: '60-90s',
    industry: 'Personal Finance',
    conversionRate: 5.3,
  },
];
