/** The sample scripts a creator can start from. */
export const SAMPLE_SCRIPTS = [
  {
    id: 'product-demo',
    label: 'Product Demo',
    script: `Tired of spending your whole weekend editing one video?

Meet Creator OS: the operational system for video creators.

Paste a script, pick a voice and a style, and in minutes you have a finished video with a natural voice-over, on-brand visuals and captions.

Plan your content calendar, design thumbnails that get clicked, and see which videos bring in subscribers, all in one place.

Start your free 14-day trial today. No credit card required.`,
  },
  {
    id: 'educational',
    label: 'Educational Content',
    script: `Why do some videos get a million views while others stall at a hundred?

It comes down to three things: the first five seconds, the thumbnail, and the promise you keep.

One: open with the payoff. Tell viewers exactly what they will get, then show it.

Two: your thumbnail and title work as a team. The thumbnail creates curiosity; the title answers half of it.

Three: deliver on your promise quickly. Every minute without value is a reason to click away.

Try these on your next upload and compare your retention graph. Subscribe for a new lesson every week.`,
  },
  {
    id: 'success-story',
    label: 'Success Story',
    script: `Six months ago, Maya was posting cooking videos to an audience of forty people.

She worked a full-time job and had one evening a week to film, edit and publish.

Then she changed her process. She wrote her scripts on Sunday, turned them into videos with AI voice-overs, and batch-designed her thumbnails in an hour.

Her upload schedule went from once a month to three times a week.

Today her channel has 120,000 subscribers, and her recipes have been watched more than eight million times.

Your story can start the same way: with one script.`,
  },
] as const;

export type SampleScriptId = (typeof SAMPLE_SCRIPTS)[number]['id'];
