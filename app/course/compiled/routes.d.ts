// The module scripts/build-course.mjs writes (routes.js, not in git): the app's route table as Remix
// builds it, for the Worker's check of the lessons' links (app/course/source/internal-links.js).
export declare const appRoutes: ReadonlyArray<{ id: string; path?: string; index?: boolean; parentId?: string; file: string }>;
