import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A name that reads like a local variable but is a global of the runtime's types compiles silently
 * when the local is missing: `${origin}/account` type-checks (the Workers types declare `origin`)
 * and in the Worker renders "null/account". The status e-mail once shipped such a link after a
 * parameter was renamed. This walks every module of app/ with the type checker and refuses any of
 * these names that resolves to a declaration outside the project.
 */
const localLookingGlobals = new Set(["origin", "name", "self", "location", "event", "status", "length", "close", "open", "parent", "top", "closed", "frames"]);

const root = path.resolve(import.meta.dirname, "../..");

function projectProgram(): ts.Program {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const appFiles = parsed.fileNames.filter((file) => path.relative(root, file).startsWith(`app${path.sep}`));
  return ts.createProgram({ rootNames: appFiles, options: { ...parsed.options, noEmit: true } });
}

/** Whether the identifier is read as a value (not a property name, a declaration's name, a key or a label). */
function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === node
  )
    return false;
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isFunctionDeclaration(parent) || ts.isBindingElement(parent)) && parent.name === node)
    return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (ts.isJsxAttribute(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isTypeReferenceNode(parent) || ts.isTypeQueryNode(parent)) return false;
  return true;
}

describe("ambient globals", () => {
  it("no module of app/ reads a runtime global whose name reads like a local (origin, name, self, status…)", () => {
    const program = projectProgram();
    const checker = program.getTypeChecker();
    const found: string[] = [];
    for (const source of program.getSourceFiles()) {
      if (source.isDeclarationFile || !path.relative(root, source.fileName).startsWith(`app${path.sep}`)) continue;
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) && localLookingGlobals.has(node.text) && isValueReference(node)) {
          const symbol = checker.getSymbolAtLocation(node);
          const declarations = symbol?.declarations ?? [];
          if (
            declarations.length > 0 &&
            declarations.every((declaration) => declaration.getSourceFile().fileName.includes(`${path.sep}node_modules${path.sep}`))
          ) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            found.push(`${path.relative(root, source.fileName)}:${line + 1} ${node.text}`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  }, 120_000);
});
