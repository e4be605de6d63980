/** The feedback at a quarter of the course as a reader sees it: titles in their language (client-safe types). */
export type DescribedFeedback = {
  quarter: number;
  sentAt: string;
  screensDone: number;
  screensTotal: number;
  /** The titles of the modules finished. */
  modules: string[];
  topics: Array<{ title: string; percent: number; correct: number; total: number }>;
  /** The titles of the topics scored under `reviewBelow` %. */
  review: string[];
  reviewBelow: number;
};
