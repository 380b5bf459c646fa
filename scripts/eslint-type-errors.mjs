// An ESLint rule that reports the TypeScript compiler's own errors for each linted file, from the
// program typed linting has already built and checked (ADR 144). `tsc --noEmit` built and checked the
// same programs a second time: on a 2-core CI machine that was a sixth of the static checks' CPU.
// Written by hand: the published plugins run a compiler of their own per file, the cost this removes.
import ts from 'typescript';

/** Programs whose project-wide errors (options, globals) were already reported, once per run. */
const programsReported = new WeakSet();

/** The errors `tsc --noEmit -p` prints for this file, and its program's own once per program. */
function errorsOf(program, sourceFile) {
  const errors = [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ];
  if (!programsReported.has(program)) {
    programsReported.add(program);
    errors.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
  }
  return errors.filter((d) => d.category === ts.DiagnosticCategory.Error);
}

const typeErrors = {
  meta: {
    type: 'problem',
    docs: { description: "the TypeScript compiler's errors, as `tsc --noEmit` reports them" },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const services = context.sourceCode.parserServices;
        const sourceFile = services?.program && services.esTreeNodeToTSNodeMap?.get(node);
        if (!sourceFile) {
          context.report({
            node,
            message: 'no TypeScript program covers this file: add it to a tsconfig.json',
          });
          return;
        }
        for (const error of errorsOf(services.program, sourceFile)) {
          const message = `TS${error.code}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`;
          // Errors of another file (a project-wide one) are reported at this file's start.
          const at =
            error.file === sourceFile && error.start !== undefined
              ? context.sourceCode.getLocFromIndex(error.start)
              : { line: 1, column: 0 };
          context.report({ loc: at, message });
        }
      },
    };
  },
};

export default { rules: { 'type-errors': typeErrors } };
