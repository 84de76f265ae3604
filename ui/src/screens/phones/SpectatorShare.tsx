// A table draft's spectator page, or an event round's (every table of the round), from the
// desk's phones panel: the organizer chooses a delay, opens the page (one read-only address and
// QR code for the public view), changes the delay or withdraws it. What a spectator may see is decided in Rust (hexadraft-venue,
// hexadraft-app's spectator view); this only asks for the link and shows it.
import { useState } from "preact/hooks";
import type { RoundSpectatorLink, SpectatorLink } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { typedAddress } from "./PhonesPanel";

/** The delays offered, in seconds (0: live). */
export const SPECTATOR_DELAYS = [0, 30, 120, 300] as const;

/** The streaming overlay's address: the same page laid out for a stream. */
export function overlayAddress(url: string): string {
  return `${url}?overlay=1`;
}

export function SpectatorShare(props: {
  link: SpectatorLink | RoundSpectatorLink | undefined;
  share: (delaySeconds: number) => void;
  unshare: () => void;
  /** The event round whose tables the page shows; absent for one table's draft. */
  round?: number;
}) {
  const { t } = useI18n();
  const { link, round } = props;
  const id = round === undefined ? "phones-spectator" : "phones-round-spectator";
  const [delay, setDelay] = useState<number>(link?.delaySeconds ?? 0);
  const delayWords = (seconds: number) =>
    seconds === 0 ? t("phones.spectator.live") : t("phones.spectator.delayOf", { seconds });
  const chooser = (
    <label class="stacked-field">
      {t("phones.spectator.delay")}
      <select
        data-testid={`${id}-delay`}
        value={String(link?.delaySeconds ?? delay)}
        onChange={(e) => {
          const seconds = Number((e.target as HTMLSelectElement).value);
          setDelay(seconds);
          if (link) props.share(seconds);
        }}
      >
        {SPECTATOR_DELAYS.map((seconds) => (
          <option key={seconds} value={String(seconds)}>
            {delayWords(seconds)}
          </option>
        ))}
      </select>
    </label>
  );
  if (!link) {
    return (
      <div class="phones-spectator">
        {chooser}
        <button class="secondary" data-testid={`${id}-share`} onClick={() => props.share(delay)}>
          {round === undefined ? t("phones.spectator.share") : t("phones.spectator.shareRound", { round })}
        </button>
      </div>
    );
  }
  return (
    <figure class="phones-seat" data-testid={id}>
      <figcaption>
        <strong>{round === undefined ? t("phones.spectator.title") : t("phones.spectator.titleRound", { round })}</strong>
        <span class="muted">{t("phones.spectator.hint")}</span>
      </figcaption>
      <div class="phones-qr" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
      <p class="phones-short" style={{ margin: 0 }}>
        {t("phones.orType")} <code data-testid={`${id}-short`}>{typedAddress(link.shortUrl)}</code>
      </p>
      <code class="path" data-testid={`${id}-url`}>
        {link.url}
      </code>
      <p class="muted">
        {t("phones.spectator.overlay")} <code data-testid={`${id}-overlay`}>{overlayAddress(link.url)}</code>
      </p>
      {chooser}
      <div class="button-row">
        <button class="secondary" data-testid={`${id}-unshare`} onClick={props.unshare}>
          {t("phones.spectator.unshare")}
        </button>
      </div>
    </figure>
  );
}
