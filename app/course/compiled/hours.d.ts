// The module scripts/build-course.mjs writes (hours.js, not in git): what the course's lessons enforce.
export declare const courseHours: {
  isSample: boolean;
  declaredHours: number;
  enforcedSeconds: number;
  modules: Record<
    string,
    {
      declaredHours: number;
      enforcedSeconds: number;
      /** Only for the module that holds the state's ethics hours, counted from its lessons marked `ethics: true`. */
      declaredEthicsHours?: number;
      ethicsEnforcedSeconds?: number;
    }
  >;
};
