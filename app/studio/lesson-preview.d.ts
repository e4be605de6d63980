// Types of lesson-preview.js (plain JavaScript: markdown-it ships no types).
export function lessonScreens(text: string, languagePrefix: string): { title: string; screens: { heading: string; html: string }[] };
