// A table draft's spectator page, from the desk's phones panel: the organizer chooses a delay,
// opens the page (one read-only address and QR code for the table's public view), changes the
// delay or withdraws it. What a spectator may see is decided in Rust (hexadraft-venue,
// hexadraft-app's spectator view); this only asks for the link and shows it.
import { useState } from "preact/hooks";
import type { SpectatorLink } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { typedAddress } from "./PhonesPanel";

/** The delays offered, in seconds (0: live). */
export const SPECTATOR_DELAYS = [0, 30, 120, 300] as const;

/** The streaming overlay's address: the same page laid out for a stream. */
export function overlayAddress(url: string): string {
  return `${url}?overlay=1`;
}

export function SpectatorShare(props: {
  link: SpectatorLink | undefined;
  share: (delaySeconds: number) => void;
  unshare: () => void;
}) {
  const { t } = useI18n();
  const { link } = props;
  const [delay, setDelay] = useState<number>(link?.delaySeconds ?? 0);
  const delayWords = (seconds: number) =>
    seconds === 0 ? t("phones.spectator.live") : t("phones.spectator.delayOf", { seconds });
  const chooser = (
    <label class="stacked-field">
      {t("phones.spectator.delay")}
      <select
        data-testid="phones-spectator-delay"
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
        <button class="secondary" data-testid="phones-share-spectator" onClick={() => props.share(delay)}>
          {t("phones.spectator.share")}
        </button>
      </div>
    );
  }
  return (
    <figure class="phones-seat" data-testid="phones-spectator">
      <figcaption>
        <strong>{t("phones.spectator.title")}</strong>
        <span class="muted">{t("phones.spectator.hint")}</span>
      </figcaption>
      <div class="phones-qr" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
      <p class="phones-short" style={{ margin: 0 }}>
        {t("phones.orType")} <code data-testid="phones-spectator-short">{typedAddress(link.shortUrl)}</code>
      </p>
      <code class="path" data-testid="phones-spectator-url">
        {link.url}
      </code>
      <p class="muted">
        {t("phones.spectator.overlay")} <code data-testid="phones-spectator-overlay">{overlayAddress(link.url)}</code>
      </p>
      {chooser}
      <div class="button-row">
        <button class="secondary" data-testid="phones-unshare-spectator" onClick={props.unshare}>
          {t("phones.spectator.unshare")}
        </button>
      </div>
    </figure>
  );
}
