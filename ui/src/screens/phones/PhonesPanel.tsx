// The organizer's side of the players' phones: start the local-network session at an address
// of this computer, open a draft's two seats (one QR code each), its spectator page or the event's
// room page, stop.
// The session, its tokens and every check live in Rust (hexadraft-venue, through the shell);
// this panel only asks for them and shows what it is given.
import { useEffect, useState } from "preact/hooks";
import { commands, type BySeat, type SessionStatus, type TableDraft } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { SpectatorShare } from "./SpectatorShare";

const DEFAULT_PORT = 8765;

/** `IP:PORT`, with an IPv6 address in brackets. */
export function socketAddress(ip: string, port: number): string {
  return ip.includes(":") ? `[${ip}]:${port}` : `${ip}:${port}`;
}

/** The short address as a person types it: browsers add the "http://" themselves. */
export function typedAddress(url: string): string {
  return url.replace(/^http:\/\//, "");
}

export function PhonesPanel(props: {
  /** The draft whose seats this panel opens to phones. */
  draftId?: string;
  /** The event whose room page this panel opens. */
  eventId?: string;
  /** Each seat's player, to say whose QR code is whose. */
  players?: BySeat<string>;
  /** Whether the draft's players may report its result from their phones (the switch is shown
   * only with it), and where the table's view goes once it is switched. */
  reportsAllowed?: boolean;
  onReportsChanged?: (table: TableDraft) => void;
  /** Whether the event's players may each have their own page (an Imperial Assault event:
   * their game, its result reported from their phone, their standing). */
  playerPages?: boolean;
  /** The AGL event's current round, whose tables' drafts a spectator page may show. */
  spectatorRound?: number;
}) {
  const { t } = useI18n();
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const [addresses, setAddresses] = useState<string[]>([]);
  const [ip, setIp] = useState("");
  const [port, setPort] = useState(DEFAULT_PORT);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    void (async () => {
      try {
        setStatus(await commands.phoneSessionStatus());
        const found = await commands.phoneAddresses();
        setAddresses(found);
        setIp((current) => current || found[0] || "127.0.0.1");
      } catch (e) {
        setError(e);
      }
    })();
  }, []);

  const act = async (step: () => Promise<SessionStatus | null>) => {
    setError(null);
    try {
      setStatus(await step());
    } catch (e) {
      setError(e);
    }
  };

  const start = () =>
    act(async () => {
      await call(commands.startPhoneSession(socketAddress(ip, port)));
      if (props.draftId) await call(commands.shareDraftWithPhones(props.draftId));
      if (props.eventId) await call(commands.shareRoomWithPhones(props.eventId));
      return commands.phoneSessionStatus();
    });
  const stop = () =>
    act(async () => {
      await commands.stopPhoneSession();
      return null;
    });
  const shareDraft = (id: string) =>
    act(async () => {
      await call(commands.shareDraftWithPhones(id));
      return commands.phoneSessionStatus();
    });
  const unshareDraft = (id: string) =>
    act(async () => {
      await commands.unshareDraftWithPhones(id);
      return commands.phoneSessionStatus();
    });
  const shareRoom = (id: string) =>
    act(async () => {
      await call(commands.shareRoomWithPhones(id));
      return commands.phoneSessionStatus();
    });

  const sharePlayers = (id: string) =>
    act(async () => {
      await call(commands.sharePlayersWithPhones(id));
      return commands.phoneSessionStatus();
    });
  const unsharePlayers = (id: string) =>
    act(async () => {
      await commands.unsharePlayersWithPhones(id);
      return commands.phoneSessionStatus();
    });

  const shareSpectator = (id: string, delaySeconds: number) =>
    act(async () => {
      await call(commands.shareDraftWithSpectators(id, delaySeconds));
      return commands.phoneSessionStatus();
    });
  const unshareSpectator = (id: string) =>
    act(async () => {
      await commands.unshareDraftWithSpectators(id);
      return commands.phoneSessionStatus();
    });

  const shareRoundSpectators = (id: string, round: number, delaySeconds: number) =>
    act(async () => {
      await call(commands.shareRoundWithSpectators(id, round, delaySeconds));
      return commands.phoneSessionStatus();
    });
  const unshareRoundSpectators = (id: string, round: number) =>
    act(async () => {
      await commands.unshareRoundWithSpectators(id, round);
      return commands.phoneSessionStatus();
    });

  const switchReports = async (allowed: boolean) => {
    if (!props.draftId) return;
    setError(null);
    try {
      props.onReportsChanged?.(await call(commands.setPhoneReports(props.draftId, allowed)));
    } catch (e) {
      setError(e);
    }
  };

  const shared = props.draftId ? status?.drafts.find((d) => d.draftId === props.draftId) : undefined;
  const room = props.eventId && status?.room?.eventId === props.eventId ? status.room : null;
  const players = props.eventId && props.playerPages ? status?.players.find((p) => p.eventId === props.eventId) : undefined;

  return (
    <section class="panel phones-panel" data-testid="phones-panel">
      <h2>{t("phones.title")}</h2>
      <p class="muted">{t("phones.hint")}</p>
      {status === null ? (
        <form
          class="phones-start"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <label class="stacked-field">
            {t("phones.address")}
            <select data-testid="phones-address" value={ip} onChange={(e) => setIp((e.target as HTMLSelectElement).value)}>
              {(addresses.length > 0 ? addresses : ["127.0.0.1"]).map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
          <label class="stacked-field">
            {t("phones.port")}
            <input
              type="number"
              min={1}
              max={65535}
              data-testid="phones-port"
              value={port}
              onInput={(e) => setPort(Number((e.target as HTMLInputElement).value))}
            />
          </label>
          <button type="submit" class="primary" data-testid="phones-start">
            {t("phones.start")}
          </button>
        </form>
      ) : (
        <>
          <p data-testid="phones-running">{t("phones.running", { url: status.url })}</p>
          {props.draftId &&
            (shared ? (
              <>
                <div class="phones-seats">
                  {(["first", "second"] as const).map((seat) => {
                    const link = shared.seats[seat];
                    const name = props.players?.[seat] ?? seat;
                    return (
                      <figure key={seat} class="phones-seat" data-testid={`phones-seat-${seat}`}>
                        <figcaption>
                          <strong>{t("phones.seat", { name })}</strong>
                          <span class="muted">{t("phones.seatHint", { name })}</span>
                        </figcaption>
                        {/* The SVG is drawn in Rust from the address alone (the qrcode crate). */}
                        <div class="phones-qr" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
                        <p class="phones-short" style={{ margin: 0 }}>
                          {t("phones.orType")}{" "}
                          <code style={{ fontSize: "1.3rem", fontWeight: 700 }} data-testid={`phones-short-${seat}`}>{typedAddress(link.shortUrl)}</code>
                        </p>
                        <code class="path" data-testid={`phones-url-${seat}`}>
                          {link.url}
                        </code>
                      </figure>
                    );
                  })}
                </div>
                {props.reportsAllowed !== undefined && (
                  <label class="check">
                    <input
                      type="checkbox"
                      data-testid="phones-reports"
                      checked={props.reportsAllowed}
                      onChange={(e) => void switchReports((e.target as HTMLInputElement).checked)}
                    />
                    {t("draft.reports.allowed")}
                  </label>
                )}
                <div class="button-row">
                  <button class="secondary" data-testid="phones-unshare" onClick={() => void unshareDraft(shared.draftId)}>
                    {t("phones.unshareDraft")}
                  </button>
                </div>
              </>
            ) : (
              <button class="primary" data-testid="phones-share" onClick={() => void shareDraft(props.draftId!)}>
                {t("phones.shareDraft")}
              </button>
            ))}
          {props.draftId && (
            <SpectatorShare
              link={status.spectators.find((s) => s.draftId === props.draftId)}
              share={(delay) => void shareSpectator(props.draftId!, delay)}
              unshare={() => void unshareSpectator(props.draftId!)}
            />
          )}
          {props.eventId && props.spectatorRound !== undefined && (
            <SpectatorShare
              round={props.spectatorRound}
              link={status.roundSpectators.find((s) => s.eventId === props.eventId && s.round === props.spectatorRound)}
              share={(delay) => void shareRoundSpectators(props.eventId!, props.spectatorRound!, delay)}
              unshare={() => void unshareRoundSpectators(props.eventId!, props.spectatorRound!)}
            />
          )}
          {props.eventId &&
            (room ? (
              <figure class="phones-seat" data-testid="phones-room">
                <figcaption>
                  <strong>{t("phones.room")}</strong>
                  <span class="muted">{t("phones.roomHint")}</span>
                </figcaption>
                <div class="phones-qr" dangerouslySetInnerHTML={{ __html: room.qrSvg }} />
                <p class="phones-short" style={{ margin: 0 }}>
                  {t("phones.orType")} <code style={{ fontSize: "1.3rem", fontWeight: 700 }} data-testid="phones-room-short">{typedAddress(room.shortUrl)}</code>
                </p>
                <code class="path" data-testid="phones-room-url">
                  {room.url}
                </code>
              </figure>
            ) : (
              <button class="primary" data-testid="phones-share-room" onClick={() => void shareRoom(props.eventId!)}>
                {t("phones.shareRoom")}
              </button>
            ))}
          {props.eventId &&
            props.playerPages &&
            (players ? (
              <section data-testid="phones-players">
                <h3>{t("phones.players")}</h3>
                <p class="muted">{t("phones.playersHint")}</p>
                <ul class="phones-players">
                  {players.players.map((link) => (
                    <li key={link.player} data-testid={`phones-player-${link.player}`}>
                      <details>
                        <summary>
                          <strong>{link.name}</strong>{" "}
                          <code data-testid={`phones-player-short-${link.player}`}>{typedAddress(link.shortUrl)}</code>
                        </summary>
                        <div class="phones-qr" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
                        <code class="path" data-testid={`phones-player-url-${link.player}`}>
                          {link.url}
                        </code>
                      </details>
                    </li>
                  ))}
                </ul>
                <div class="button-row">
                  <button class="secondary" data-testid="phones-share-players" onClick={() => void sharePlayers(props.eventId!)}>
                    {t("phones.sharePlayersAgain")}
                  </button>
                  <button class="secondary" data-testid="phones-unshare-players" onClick={() => void unsharePlayers(props.eventId!)}>
                    {t("phones.unsharePlayers")}
                  </button>
                </div>
              </section>
            ) : (
              <button class="primary" data-testid="phones-share-players" onClick={() => void sharePlayers(props.eventId!)}>
                {t("phones.sharePlayers")}
              </button>
            ))}
          <div class="button-row">
            <button class="secondary" data-testid="phones-stop" onClick={() => void stop()}>
              {t("phones.stop")}
            </button>
          </div>
        </>
      )}
      <ErrorNotice error={error} testId="phones-error" />
    </section>
  );
}
