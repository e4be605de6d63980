// The app's route table as Remix will build it, for the check of the lessons' links to the site
// (app/course/source/internal-links.js). Node only: read from the same function Remix calls
// (remix.config.js's `routes`: remix-flat-routes over app/routes under the working directory, as
// Remix reads them; the build runs at the project's root). The build writes it to
// app/course/compiled/routes.js, where the Worker reads it.
import defineRoutesModule from "@remix-run/dev/dist/config/routes.js";
import remixConfig from "../../remix.config.js";

/** `{ id, path, index, parentId, file }` for each route, in Remix's order. */
export async function appRoutes() {
  const routes = await remixConfig.routes(defineRoutesModule.defineRoutes);
  return Object.values(routes).map(({ id, path, index, parentId, file }) => ({ id, path, index, parentId, file }));
}
