import { UserError, describeError } from "../../lib/backend";

/** A refusal or failure from the core: its plain words, and every problem it lists. */
export function ErrorNotice(props: { error: unknown; heading?: string; testId?: string }) {
  if (props.error === null || props.error === undefined) return null;
  const detail = props.error instanceof UserError ? props.error.detail : null;
  const problems = detail && detail.kind === "refused" ? detail.problems : [];
  return (
    <div class="error-notice" role="alert" data-testid={props.testId ?? "error"}>
      {props.heading && problems.length > 0 && <strong>{props.heading}</strong>}
      {problems.length > 0 ? (
        <ul class="problem-list">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      ) : (
        <p>{describeError(props.error)}</p>
      )}
    </div>
  );
}
