import type { CategoryId } from './types';

/**
 * One guideline rule. A line breaks it when `trigger` matches, `context` (if given) also matches
 * that line, `lineQualifier` (if given) does not, and `scriptQualifier` (if given) is found nowhere
 * in the script. Patterns are case-insensitive and must not be global (they are reused).
 */
export interface ComplianceRule {
  id: string;
  categoryId: CategoryId;
  /** The rule as the Guidelines tab states it. */
  guideline: string;
  /** Phrases that break it, shown as examples. */
  examples: readonly string[];
  trigger: RegExp;
  context?: RegExp;
  lineQualifier?: RegExp;
  scriptQualifier?: RegExp;
  /** The issue's message; `phrase` is the text that matched. */
  message: (phrase: string) => string;
  suggestion: string;
  /** The recommendation shown once for every script that breaks this rule. */
  recommendation: string;
}

const INCOME_DISCLAIMER =
  /\b(results (may |will )?vary|not typical|disclaimer|individual results|atypical results|no guarantee of (income|earnings))\b/i;
const SPONSOR_DISCLOSURE = /(#ad\b|#sponsored\b|\bsponsored\b|\bpaid partnership\b|\baffiliate links?\b)/i;

export const complianceRules: readonly ComplianceRule[] = [
  {
    id: 'absolute-guarantee',
    categoryId: 'claims',
    guideline: 'Avoid absolute guarantees of results.',
    examples: ['guaranteed', '100% results', 'never fail', 'risk-free'],
    // A money-back guarantee is a refund policy, not a promise of results.
    trigger:
      /(?<!money[- ]back )\bguarantee(d|s)?\b|\b100% (results|success|effective|guaranteed)|\bnever fails?\b|\bcan'?t (lose|fail)\b|\brisk[- ]free\b|\bzero risk\b|\bworks every time\b|\balways works\b/i,
    message: (phrase) => `Absolute guarantee: "${phrase}"`,
    suggestion:
      'Describe typical outcomes instead, e.g. "helped many of our students" rather than a promise.',
    recommendation: 'Replace absolute guarantees with honest, typical outcomes.',
  },
  {
    id: 'unqualified-claim',
    categoryId: 'claims',
    guideline: 'Use qualifying language for superlative and health claims.',
    examples: ['the best', '#1', 'cure', 'instantly', 'miracle'],
    trigger:
      /\b(the|our|my|world'?s) best\b|(?:^|[^\w#])#1\b|\bnumber one\b|\bcure[sd]?\b|\binstant(ly| results)\b|\bmiracle\b|\bclinically proven\b/i,
    lineQualifier:
      /\b(one of the|may|might|can help|could|often|for many|for some|most people|in (my|our) (opinion|experience)|i think|we think|according to|rated|voted|ranked by|results may vary)\b/i,
    message: (phrase) => `Unqualified claim: "${phrase}"`,
    suggestion: 'Qualify it ("one of the best", "may help") or name its source ("rated #1 by ...").',
    recommendation: 'Qualify superlatives and health claims, or cite who says so.',
  },
  {
    id: 'income-claim',
    categoryId: 'financial',
    guideline: 'Add an income disclaimer to any earnings claim.',
    examples: ['earn $5,000 a month', 'I made $10K', 'six-figure income'],
    trigger: /\$\s?\d[\d,]*(\.\d+)?\s?(k|m)?\b|\b\d[\d,]*\s?(dollars|usd)\b|\b(six|seven)[- ]figures?\b/i,
    context:
      /\b(earn(s|ed|ing)?|make|makes|made|making|income|profits?|revenue|salary|paycheck|per (day|week|month|year)|a (day|week|month|year))\b|\/(day|week|month|year|mo|yr)\b|figures?\b/i,
    scriptQualifier: INCOME_DISCLAIMER,
    message: (phrase) => `Income claim without a disclaimer: "${phrase}"`,
    suggestion: 'Add "Results vary; these earnings are not typical." near the claim.',
    recommendation: 'Add an income disclaimer (for example "Results vary and are not typical").',
  },
  {
    id: 'fake-urgency',
    categoryId: 'misleading',
    guideline: 'No fake urgency or scarcity.',
    examples: ['only 2 left', 'last chance', 'ends tonight', 'act now'],
    trigger:
      /\bonly \d+ (left|remaining|spots?( left)?)\b|\blast chance\b|\bends (tonight|today|at midnight)\b|\bact now\b|\bhurry\b|\bbefore it'?s gone\b|\bselling out fast\b|\blimited time only\b|\bexpires in \d+ (minutes?|hours?)\b/i,
    message: (phrase) => `Pressure to buy: "${phrase}"`,
    suggestion: 'Only state a deadline or stock level that is real, with its actual date or number.',
    recommendation: 'Remove invented deadlines and scarcity; state real ones with their dates.',
  },
  {
    id: 'get-rich-quick',
    categoryId: 'financial',
    guideline: 'No get-rich-quick language.',
    examples: ['get rich quick', 'rich overnight', 'easy money', 'passive income without work'],
    trigger:
      /\bget[- ]rich[- ]quick\b|\b(rich|millionaire|wealthy|money|income|profits?|success)\b[^.!?\n]{0,25}\bovernight\b|\bovernight (success|millionaire|riches|wealth|income)\b|\beasy money\b|\bpassive income without (any )?(work|effort)\b|\bmoney while you sleep\b|\bwithout lifting a finger\b/i,
    message: (phrase) => `Get-rich-quick language: "${phrase}"`,
    suggestion: 'Explain the real effort and time involved instead of promising fast, effortless money.',
    recommendation: 'Describe the real work and time behind any financial outcome.',
  },
  {
    id: 'sponsor-disclosure',
    categoryId: 'misleading',
    guideline: 'Include sponsored-content disclosures.',
    examples: ['thanks to our sponsor', 'use my code', 'affiliate', 'discount code'],
    trigger:
      /\bsponsor(s|ed|ing)?\b|\bpartner(ed|ing)? with\b|\baffiliate\b|\buse (my|our) code\b|\b(discount|promo|coupon) code\b/i,
    scriptQualifier: SPONSOR_DISCLOSURE,
    message: (phrase) => `Sponsored content without a disclosure: "${phrase}"`,
    suggestion: 'Say it is paid ("This video is sponsored by ...") and add #ad or "paid partnership".',
    recommendation:
      'Disclose sponsorships and affiliate links clearly (#ad, "sponsored", "paid partnership").',
  },
  {
    id: 'targeting-minors',
    categoryId: 'targeting',
    guideline: 'Do not aim offers or purchases at minors.',
    examples: ['kids, buy yours today', 'teens, sign up now', 'under 18? order now'],
    trigger: /\b(kids|teens|teenagers|under 18|children|minors)\b/i,
    context:
      /\b(buy|purchase|order|shop|checkout|sign up|subscribe|get yours|pre-?order|price|deal|discount|credit card|ask your parents)\b/i,
    message: (phrase) => `Offer aimed at minors: "${phrase}"`,
    suggestion: 'Address adults (parents, guardians) in any call to buy, and target 18+ audiences.',
    recommendation: 'Aim purchase calls at adults and set the campaign to 18+.',
  },
];
