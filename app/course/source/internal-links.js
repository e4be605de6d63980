/**
 * The check of every link from a lesson to the site: each one must reach a page the app really has,
 * with values that page knows, in the lesson's own language (docs/decisions/086). The build and the
 * Worker (the course studio's publish) run this one function.
 *
 * The course is compiled before `remix build`, so there is no build manifest to read yet. The route
 * table comes from the same function Remix calls (remix.config.js's `routes`: remix-flat-routes over
 * app/routes; scripts/course/app-routes.mjs reads it, and the build writes it to
 * app/course/compiled/routes.js for the Worker), and a path is matched by the router the app itself
 * runs (`matchRoutes`), so the check and the site cannot disagree about which page answers a URL.
 */
import { matchRoutes } from "@remix-run/react";
import { languagePathPrefix } from "./languages.js";

/**
 * Every link (from `compileCourse`'s `internalLinks`) that would not open a page, each as a problem
 * naming its lesson file: no route answers its path but the not-found page, the route is no page
 * (a resource route), a value in the path names nothing in the course, or the path is not in the
 * lesson's language.
 * @param {ReadonlyArray<{ file: string, language: "en" | "es", written: string, path: string }>} links
 * @param {{ lessons: Record<string, { en: { screens: unknown[] } }> }} course the compiled course
 * @param {ReadonlyArray<{ id: string, path?: string, index?: boolean, parentId?: string, file: string }>} routes the app's route table
 * @returns {Array<{ rule: "link-no-page" | "link-language" | "link-unknown-value", file: string, message: string }>}
 */
export function linksThatOpenNoPage(links, course, routes) {
  const tree = routeTree(routes);
  const problems = [];
  for (const link of links) {
    const refuse = (rule, why) => problems.push({ rule, file: link.file, message: `link "${link.written}" leads to ${link.path}, ${why}` });
    const leaf = matchRoutes(tree, link.path)?.at(-1);
    if (!leaf || leaf.route.path === "*") {
      refuse("link-no-page", "which no route answers (a 404)");
      continue;
    }
    if (!/\.tsx$/.test(leaf.route.file)) {
      refuse("link-no-page", `which is not a page (${leaf.route.id} has no component)`);
      continue;
    }
    const why = unknownValue(leaf.params, link.language, course);
    if (why) refuse(why.rule, why.message);
  }
  return problems;
}

/**
 * Why a page's path values would not open it (its loader answers 404 for a lesson or screen it does
 * not have, or a language it does not know), with the rule's code, or null. A value the course cannot vouch for (a
 * certificate's code, an exam's scope…) is refused: the build cannot tell that it exists.
 */
function unknownValue(params, language, course) {
  const { lang, lessonId, screen, ...others } = params;
  const expectedPrefix = languagePathPrefix[language].slice(1) || undefined;
  const unknown = (message) => ({ rule: "link-unknown-value", message });
  if (lang !== expectedPrefix) return { rule: "link-language", message: `which is not in the lesson's language (${language})` };
  const [other] = Object.keys(others);
  if (other) return unknown(`whose ${other} "${others[other]}" the build cannot check: link a lesson with lesson:<lesson id>`);
  if (lessonId === undefined) return screen === undefined ? null : unknown("a screen without its lesson");
  const lesson = course.lessons[lessonId];
  if (!lesson) return unknown(`and the course has no lesson "${lessonId}"`);
  if (screen === undefined) return null;
  const number = Number(screen);
  if (!/^[1-9]\d*$/.test(screen) || number > lesson.en.screens.length) return unknown(`and lesson ${lessonId} has no screen "${screen}"`);
  return null;
}

/** The flat route table nested under the root route, the shape the router matches. */
function routeTree(routes) {
  const childrenOf = (parentId) =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        file: route.file,
        ...(route.index ? {} : { children: childrenOf(route.id) }),
      }));
  return [{ id: "root", path: "", file: "root.tsx", children: childrenOf("root") }];
}
