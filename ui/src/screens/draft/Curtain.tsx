// The curtain between players on one shared device: it covers the whole screen and shows nothing
// of the draft but whose turn it is, until the named player taps (or presses Enter).
import { useEffect } from "preact/hooks";
import { useI18n } from "../../lib/i18n-context";

export function Curtain(props: {
  /** The player the device goes to. */
  name: string;
  /** What they will do once alone with it. */
  purpose: string;
  onReveal: () => void;
  /** Back to the table without revealing, when the wrong player was called. */
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter") {
        event.preventDefault();
        props.onReveal();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [props.onReveal]);
  return (
    <div class="curtain" role="dialog" aria-modal="true" data-testid="curtain">
      <p class="curtain-pass">{t("draft.curtain.pass", { name: props.name })}</p>
      <p class="curtain-purpose">{props.purpose}</p>
      <button class="curtain-reveal" data-testid="curtain-reveal" autofocus onClick={props.onReveal}>
        {t("draft.curtain.reveal", { name: props.name })}
      </button>
      {props.onCancel && (
        <button class="secondary" data-testid="curtain-cancel" onClick={props.onCancel}>
          {t("draft.curtain.cancel")}
        </button>
      )}
    </div>
  );
}
