// The curtain between players on one shared device: it covers the whole screen and shows nothing
// of the draft but whose turn it is, until the named player taps (or presses Enter). A seat
// protected by a code opens only with it: the core checks the code, the curtain only asks it.
import { useEffect, useRef, useState } from "preact/hooks";
import type { BySeat } from "../../bindings";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

export function Curtain(props: {
  /** The player the device goes to. */
  name: string;
  /** What they will do once alone with it. */
  purpose: string;
  /** Whether the seat asks its code before it opens. */
  protected?: boolean;
  /** The refusal of the last try (a wrong code), shown on the curtain. */
  error?: unknown;
  /** The players in each seat, to name them in a refusal. */
  seats?: BySeat<string> | null;
  onReveal: (code?: string) => void;
  /** Back to the table without revealing, when the wrong player was called. */
  onCancel?: () => void;
  /** Removes a forgotten seat code with the organizer's code (the core checks it). */
  onForgot?: (organizerCode: string) => void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState("");
  const [forgot, setForgot] = useState(false);
  const [organizerCode, setOrganizerCode] = useState("");
  const codeRef = useRef(code);
  codeRef.current = code;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // While the organizer types their code, Enter belongs to that form.
      if (event.key === "Enter" && !(event.target as HTMLElement | null)?.closest?.(".curtain-forgot")) {
        event.preventDefault();
        props.onReveal(props.protected ? codeRef.current : undefined);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [props.onReveal, props.protected]);
  // A refused try empties the field, so the next player does not see what was typed.
  useEffect(() => {
    if (props.error) {
      setCode("");
      setOrganizerCode("");
    }
  }, [props.error]);
  return (
    <div class="curtain" role="dialog" aria-modal="true" data-testid="curtain">
      <p class="curtain-pass">{t("draft.curtain.pass", { name: props.name })}</p>
      <p class="curtain-purpose">{props.purpose}</p>
      {props.protected && (
        <label class="curtain-code">
          {t("draft.code.ask", { name: props.name })}
          <input
            type="password"
            autocomplete="off"
            data-testid="curtain-code"
            autofocus
            value={code}
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
        </label>
      )}
      <ErrorNotice error={props.error ?? null} seats={props.seats} testId="curtain-error" />
      <button
        class="curtain-reveal"
        data-testid="curtain-reveal"
        autofocus={!props.protected}
        onClick={() => props.onReveal(props.protected ? code : undefined)}
      >
        {t("draft.curtain.reveal", { name: props.name })}
      </button>
      {props.protected && props.onForgot && !forgot && (
        <button class="secondary" data-testid="curtain-forgot" onClick={() => setForgot(true)}>
          {t("draft.code.forgot")}
        </button>
      )}
      {props.protected && props.onForgot && forgot && (
        <form
          class="curtain-forgot"
          onSubmit={(e) => {
            e.preventDefault();
            props.onForgot?.(organizerCode);
          }}
        >
          <label class="curtain-code">
            {t("draft.code.organizer", { name: props.name })}
            <input
              type="password"
              autocomplete="off"
              data-testid="curtain-organizer-code"
              value={organizerCode}
              onInput={(e) => setOrganizerCode((e.target as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" class="secondary" data-testid="curtain-reset-code">
            {t("draft.code.reset")}
          </button>
        </form>
      )}
      {props.onCancel && (
        <button class="secondary" data-testid="curtain-cancel" onClick={props.onCancel}>
          {t("draft.curtain.cancel")}
        </button>
      )}
    </div>
  );
}
