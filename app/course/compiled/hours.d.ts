// The module scripts/build-course.mjs writes (hours.js, not in git): what the course's lessons enforce.
export declare const courseHours: {
  isSample: boolean;
  declaredHours: number;
  enforcedSeconds: number;
  modules: Record<string, { declaredHours: number; enforcedSeconds: number }>;
};
