// Word pools the generators draw from, so generated results read like real research.

export const TITLE_PATTERNS = [
  'I Tried {topic} for 30 Days (Honest Results)',
  'The {topic} Mistake Everyone Makes',
  '{topic}: What Nobody Tells You',
  'Why {topic} Is About to Change Everything',
  '7 {topic} Tips I Wish I Knew Sooner',
  'Beginner to Pro: {topic} in 10 Minutes',
  'Stop Doing {topic} Like This',
  'The Truth About {topic} in 2026',
  'I Asked 100 Experts About {topic}',
  '{topic} Explained Simply',
] as const;

export const HOOKS = [
  'Opens on the result first, then rewinds to show how it happened',
  'Asks a provocative question in the first 3 seconds',
  'Shows a surprising number on screen before any talking',
  'Starts mid-action with a cold open and no intro',
  'Calls out a common mistake the viewer is probably making',
  'Promises a specific payoff by the end of the video',
] as const;

export const CTAS = [
  'Subscribe for the follow-up experiment',
  'Download the free checklist in the description',
  'Comment your results below',
  'Watch the full breakdown next',
  'Join the newsletter for weekly tips',
  'Try the free tool linked below',
] as const;

export const CHANNEL_PREFIXES = ['The', 'Daily', 'Smart', 'Simply', 'Next', 'Pro', 'Real', 'Build'] as const;
export const CHANNEL_SUFFIXES = [
  'Lab',
  'Academy',
  'Studio',
  'Insider',
  'Hub',
  'Explained',
  'TV',
  'Works',
] as const;

export const GENERIC_TAGS = [
  'tutorial',
  'how to',
  'beginners',
  '2026',
  'tips',
  'review',
  'guide',
  'explained',
  'productivity',
  'strategy',
] as const;

export const UPLOAD_FREQUENCIES = [
  '1 video per week',
  '2 videos per week',
  '3 videos per week',
  'Daily uploads',
  'Every 2 weeks',
] as const;

export const UPLOAD_TIMES = [
  'Tuesday 3:00 PM EST',
  'Thursday 5:00 PM EST',
  'Saturday 10:00 AM EST',
  'Sunday 2:00 PM EST',
  'Wednesday 6:00 PM EST',
] as const;

export const THUMBNAIL_STYLES = [
  'Bold text with a surprised face',
  'Before/after split screen',
  'Big number on a bright background',
  'Product close-up with an arrow',
  'Minimal dark background, one word',
] as const;

export const UPLOAD_PATTERNS = [
  'Consistent weekly schedule',
  'Bursts around launches',
  'Twice weekly, Tuesday and Friday',
  'Irregular, 2 to 6 per month',
] as const;

export const CONTENT_TYPES = [
  'Tutorials',
  'List videos',
  'Case studies',
  'Reactions',
  'Challenges',
  'Reviews',
] as const;

export const OPPORTUNITY_PATTERNS = [
  'Few videos target "{keyword} for beginners": a clear gap for a starter guide',
  'Top results are over a year old: a fresh {year} take can outrank them',
  'Viewers ask about "{keyword} mistakes" in comments: answer it in a short',
  'Long-form "{keyword} explained" videos average high watch time',
  'Low-competition variation: "{keyword} step by step"',
  'Comparison videos ("{keyword} vs alternatives") get strong click-through',
] as const;
