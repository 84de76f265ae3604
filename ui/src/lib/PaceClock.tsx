// The pace clock of a draft (docs/rulings.md, "The pace clock"), the same at the table's screen,
// on the players' phones and on a spectator's page: each seat's turn and reserve left, whether
// the organizer paused it, and the last turn that ran out. It shows times only: the core's clock
// view carries nothing of what a seat is choosing. Between two views it counts down locally
// (grace first, then reserve, as the core counts); the core decides every expiry.
import { useEffect, useState } from "preact/hooks";
import type { ClockView, DraftOrder, Seat, SeatClockView, Step } from "../bindings";
import type { Translate } from "../phone/ResultForm";
import { formatClock } from "./clock";
import { hiddenSwap } from "./vocabulary";

const SEATS: Seat[] = ["first", "second"];

/** What is left of a seat's time `elapsed` seconds after the view was made. */
export function timeLeft(seat: SeatClockView, elapsed: number): { grace: number; reserve: number } {
  if (!seat.running) return { grace: seat.graceLeft, reserve: seat.reserveLeft };
  const fromGrace = Math.min(elapsed, seat.graceLeft);
  const fromReserve = Math.min(elapsed - fromGrace, seat.reserveLeft);
  return { grace: seat.graceLeft - fromGrace, reserve: seat.reserveLeft - fromReserve };
}

function stepWord(step: Step, t: Translate, order: DraftOrder | null): string {
  switch (step) {
    case "choose-roles":
      return t("phone.clock.step.chooseRoles");
    case "ban":
      return t("phone.clock.step.ban");
    case "swap":
      return t(hiddenSwap(order) ? "phone.clock.step.hiddenSwap" : "phone.clock.step.swap");
    default:
      return t("phone.clock.step.pick");
  }
}

export function PaceClock(props: {
  clock: ClockView | null;
  /** The draft's order, as the core names it: says whether its swap is Vassily's. */
  order?: DraftOrder | null;
  names: Record<Seat, string>;
  t: Translate;
}) {
  const { clock, names, t } = props;
  const [received, setReceived] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const at = Date.now();
    setReceived(at);
    setNow(at);
  }, [clock]);
  useEffect(() => {
    if (!clock || clock.paused) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return null;
  const elapsed = Math.max(0, Math.floor((now - received) / 1000));
  const last = clock.expired[clock.expired.length - 1];
  return (
    <section
      class="pace-clock"
      id="pace-clock"
      aria-label={t("phone.clock.title")}
      data-paused={String(clock.paused)}
      data-expired={clock.expired.length}
    >
      {SEATS.map((seat) => {
        const time = clock.seats[seat];
        const left = timeLeft(time, elapsed);
        return (
          <p
            key={seat}
            class={time.running ? "clock-seat running" : "clock-seat"}
            data-clock-seat={seat}
            data-running={String(time.running)}
          >
            <strong>{names[seat]}</strong>{" "}
            {time.inTurn ? t("phone.clock.grace", { time: formatClock(left.grace * 1000) }) : t("phone.clock.waiting")}
            {" · "}
            {t("phone.clock.reserve", { time: formatClock(left.reserve * 1000) })}
          </p>
        );
      })}
      {clock.paused && <p class="notice">{t("phone.clock.paused")}</p>}
      {last && (
        <p class="notice" id="clock-expired" data-expired-seat={last.seat} data-expired-step={last.step}>
          {t("phone.clock.expired", { name: names[last.seat], step: stepWord(last.step, t, props.order ?? null) })}
        </p>
      )}
    </section>
  );
}
