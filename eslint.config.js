// The linter: a few rules that find real mistakes, nothing about layout (Prettier owns that).
// Why each rule, what it costs and how long a run takes: docs/decisions/080.
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Build output, generated code and what the tools keep for themselves.
    ignores: ["node_modules/", "build/", "public/build/", ".cache/", ".wrangler/", ".test-state/", "bench-results/", "app/course/compiled/course.js"],
  },
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: "latest",
      sourceType: "module",
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: {
      "@typescript-eslint": tseslint.plugin,
      "import-x": importX,
      "react-hooks": reactHooks,
    },
    settings: {
      // The plugin reads only the modules these name (its default is `.js` alone: a cycle through a
      // TypeScript module would go unseen), with the parser that reads them.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Resolves `~/…` through tsconfig.json's paths, as the compiler does.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      // A loop between modules, a dynamic `import()` included. Type-only loops are the house rule's
      // (tests/unit/house-rules.test.ts): this plugin does not follow `import type`.
      "import-x/no-cycle": ["error", { maxDepth: Infinity, ignoreExternal: true }],
      // An unused variable, argument or import. `_name` marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "none",
          ignoreRestSiblings: true,
        },
      ],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
