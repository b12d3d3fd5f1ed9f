// Import cycles, type-only imports included. eslint's import-x/no-cycle reports the runtime cycles
// in the editor but skips `import type` (it has no option to count them); a type-only cycle still
// ties two modules together (a component naming root.tsx's type could not move without it), so
// `npm run lint` runs this as well. The layer rules are in eslint.config.js.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycle (type-only imports count): move the shared piece into a module both can import.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public/build|node_modules|data)/" },
    // `import type` and type-only specifiers are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
