/** The shape of a zod issue that matters here: which field, and the message key. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message key of each top-level field, as react-hook-form's zod resolver would report. */
export function firstIssues(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
