// How a round timer reads, the same at the desk, on the projector and on the room page of the
// players' phones, so the room never reads "89:45" while the desk reads "1:29:45".

/** "mm:ss", "h:mm:ss" from an hour, with a minus sign in overtime; whole seconds, rounded up
 * while counting down so "0:00" appears only when the time is up. */
export function formatClock(ms: number): string {
  const negative = ms < 0;
  const seconds = negative ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  const body = h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return negative && seconds > 0 ? `-${body}` : body;
}
