import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import { snapshot, view } from "../event/fixtures";
import { pairingLines, Projector } from "./Projector";

const core = vi.hoisted(() => ({ commands: {} as Record<string, (...args: unknown[]) => unknown> }));
vi.mock("../../bindings", () => core);
vi.mock("@tauri-apps/api/webviewWindow", () => ({ WebviewWindow: class {} }));
const ok = <T,>(data: T) => ({ status: "ok" as const, data });

async function mount(node: preact.ComponentChild, language: "en" | "es" | "fr" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
  return root;
}
const click = async (root: Element, id: string) => {
  await act(async () => {
    (root.querySelector(`[data-testid="${id}"]`) as HTMLElement).click();
  });
};

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("Projector", () => {
  it("lists the latest round by player name, each with their table and opponent, and the bye", () => {
    const lines = pairingLines(snapshot, "es");
    expect(lines.map((l) => l.name)).toEqual([...lines.map((l) => l.name)].sort((a, b) => a.localeCompare(b, "es")));
    const ana = lines.find((l) => l.name === "Ana")!;
    expect(ana.table).toBe(1);
    expect(ana.opponent).toBe("Di");
    expect(lines.length).toBe(snapshot.players.length);
  });

  it("shows the pairings, the standings and the timer with its end time, in the reader's language", async () => {
    core.commands.getEvent = async () => ok(view);
    core.commands.eventStandings = async () => ok({ standings: snapshot.standings, ratings: view.ratings });
    const clock = 1_000_000;
    // The desk's timer, running for a minute of a 90-minute round.
    localStorage.setItem(
      `hexadraft.event.${view.id}.timer`,
      JSON.stringify({ durationMs: 90 * 60_000, elapsedMs: 0, startedAt: clock - 60_000 }),
    );
    const root = await mount(<Projector eventId={view.id} now={() => clock} />, "es");
    expect(root.textContent).toContain("Ronda 2");
    const pairings = root.querySelector('[data-testid="projector-pairing-list"]')!.textContent!;
    expect(pairings).toContain("Mesa 1");
    expect(pairings).toContain("contra Di");
    await click(root, "projector-standings");
    const standings = root.querySelector('[data-testid="projector-standing-list"]')!.textContent!;
    expect(standings).toContain(snapshot.standings.rows[0]!.name);
    expect(standings).toContain("puntos");
    await click(root, "projector-timer");
    expect(root.querySelector('[data-testid="projector-clock"]')!.textContent).toBe("1:29:00");
    expect(root.querySelector('[data-testid="projector-ends"]')!.textContent).toMatch(/^Termina a las /);
  });
});
