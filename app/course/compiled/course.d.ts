// The module scripts/build-course.mjs writes (course.js, not in git): the compiled course as JSON text.
export declare const courseJson: string;
