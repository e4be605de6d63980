// Types of packed-course.js (plain JavaScript, shared with the Node import).
export function packCourse(courseJson: string): Promise<string[]>;
export function unpackCourse(pieces: readonly string[]): Promise<string>;
