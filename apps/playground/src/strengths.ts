/** The computer's strengths in the page's menu: its budget per move. */
export const STRENGTHS = {
  easy: { iterations: 200 },
  medium: { timeMs: 1000 },
  hard: { timeMs: 3000 },
} as const;

/** One of {@link STRENGTHS}. */
export type Strength = keyof typeof STRENGTHS;

/** Whether `name` is a strength's name. */
export function isStrength(name: string | undefined): name is Strength {
  return name !== undefined && Object.hasOwn(STRENGTHS, name);
}
