import type { DrawContext } from '../lib/draw-thumbnail';

export interface RecordedCall {
  name: string;
  args: unknown[];
  /** The style properties in force at the call. */
  state: Record<string, unknown>;
}

const METHODS = [
  'save',
  'restore',
  'clearRect',
  'fillRect',
  'beginPath',
  'ellipse',
  'fill',
  'fillText',
  'strokeText',
  'drawImage',
  'setTransform',
] as const;

/** A stand-in for a canvas 2D context (jsdom has none): records each call with the styles set at that moment. */
export function fakeContext() {
  const calls: RecordedCall[] = [];
  const gradients: { args: number[]; stops: [number, string][] }[] = [];
  let state: Record<string, unknown> = {};
  const stack: Record<string, unknown>[] = [];
  const ctx: Record<string, unknown> = {};
  for (const name of METHODS) {
    ctx[name] = (...args: unknown[]) => {
      calls.push({ name, args, state: { ...state } });
      if (name === 'save') stack.push({ ...state });
      if (name === 'restore') state = stack.pop() ?? {};
    };
  }
  ctx.createLinearGradient = (...args: number[]) => {
    const gradient = {
      args,
      stops: [] as [number, string][],
      addColorStop: (at: number, color: string) => gradient.stops.push([at, color]),
    };
    gradients.push(gradient);
    return gradient;
  };
  const proxy = new Proxy(ctx, {
    get: (target, key: string) => (key in target ? target[key] : state[key]),
    set: (_target, key: string, value) => {
      state[key] = value;
      return true;
    },
  });
  return { ctx: proxy as unknown as DrawContext & CanvasRenderingContext2D, calls, gradients };
}
