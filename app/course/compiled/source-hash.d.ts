// The module scripts/build-course.mjs writes (source-hash.js, not in git): the fingerprint of the
// source files this build compiled (docs/decisions/094).
export declare const courseSourceHash: string;
