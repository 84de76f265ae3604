// The AGL event's setup: the Mods, event types and rounds the core allows, and the event created
// from the choices.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorReport, SetupOptions } from "../../../bindings";
import { catalog, deskAnswers, options, view } from "../../../test-support/agl";
import { click, enter as input, found as byTest, mount } from "../../../test-support/render";
import { EventSetup } from "./EventSetup";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
const ok = <T,>(data: T) => ({ status: "ok" as const, data });
const refused = (error: ErrorReport) => ({ status: "error" as const, error });
beforeEach(() => {
  core.commands = deskAnswers();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("EventSetup", () => {
  it("offers the Mods and event types the core allows, with K, and the rounds table", async () => {
    core.commands.eventCatalog = async () => catalog;
    core.commands.eventSetupOptions = async (_ruleset: unknown, _format: unknown, mods: unknown) => {
      const chosen = mods as string[];
      // As the core answers: Carano combines with nothing.
      const answer: SetupOptions = {
        ...options,
        mods: options.mods.map((m) => ({
          ...m,
          chosen: chosen.includes(m.mod),
          allowed: chosen.includes("carano") ? m.mod === "carano" : true,
          problems: chosen.includes("carano") && m.mod !== "carano" ? [{ kind: "caranoNotAlone" as const }] : [],
        })),
      };
      return answer;
    };
    const root = await mount(<EventSetup onCreated={() => undefined} />);
    expect((byTest(root, "setup-type-open") as HTMLButtonElement).disabled).toBe(true);
    expect(byTest(root, "setup-type-regional").textContent).toContain("K 36");
    expect(byTest(root, "setup-suggestion").textContent).toBe(
      "Suggested: 3 rounds for 4–8 players · 4 rounds for 9–16 players · 5 rounds for 17 players or more. Never fewer than 3.",
    );
    await click(root, "setup-mod-carano");
    const zlavin = byTest(root, "setup-mod-zlavin") as HTMLButtonElement;
    expect(zlavin.disabled).toBe(true);
    expect(zlavin.title).toBe("The Carano Mod cannot be combined with any other Mod.");
  });

  it("lets an Open event choose its Starting Lineup size and sends it", async () => {
    core.commands.eventCatalog = async () => catalog;
    core.commands.eventSetupOptions = async () => ({
      ...options,
      lineup_sizes: { minimum: 4, maximum: 12, drafted: 8 },
    });
    const sent: unknown[] = [];
    core.commands.createEvent = async (request: unknown) => {
      expect(request).toMatchObject({ ruleset: "agl" });
      sent.push((request as { definition: unknown }).definition);
      return ok({ ruleset: "agl", ...view, id: "event-open" });
    };
    const root = await mount(<EventSetup onCreated={() => undefined} />);
    expect((byTest(root, "setup-lineup-size") as HTMLInputElement).value).toBe("8");
    await input(root, "setup-name", "Open de Vigo");
    await input(root, "setup-lineup-size", "6");
    expect(root.textContent).toContain("with another size, teams are built at the table");
    await click(root, "setup-create");
    expect(sent[0]).toMatchObject({ lineup_size: 6 });
  });

  it("warns at setup that Semy makes the Koorie Queen bans meaningless", async () => {
    core.commands.eventCatalog = async () => catalog;
    const clause = 'docs/rulings.md, "Semy with Koorie Queen"';
    core.commands.eventSetupOptions = async () => ({
      ...options,
      mod_warnings: [{ kind: "koorieQueenBansUnderSemy", clause }],
    });
    const root = await mount(<EventSetup onCreated={() => undefined} />, "es");
    const warning = byTest(root, "setup-mod-warning").textContent;
    expect(warning).toContain("Semy con Koorie Queen");
    expect(warning).toContain(`(${clause})`);
  });

  it("creates the event from the choices and shows every problem of a refusal", async () => {
    core.commands.eventCatalog = async () => catalog;
    core.commands.eventSetupOptions = async () => options;
    const sent: unknown[] = [];
    core.commands.createEvent = async (request: unknown) => {
      sent.push((request as { definition: unknown }).definition);
      return sent.length === 1
        ? refused({
            code: "refused.eventDefinition",
            clause: null,
            message: "The event cannot be created: …",
            error: {
              kind: "refused",
              refusal: {
                kind: "eventDefinition",
                problems: [
                  { kind: "badName", max: 120 },
                  { kind: "stadiumRequired", clause: 'AGL S2, "Mod Circuito AGL"' },
                ],
              },
            },
          })
        : ok({ ruleset: "agl", ...view, id: "event-new" });
    };
    const created = vi.fn();
    const root = await mount(<EventSetup onCreated={created} />);
    await input(root, "setup-name", "Liga de Vigo");
    await click(root, "setup-create");
    const error = byTest(root, "setup-error").textContent;
    expect(error).toContain("The event cannot be created:");
    expect(error).toContain("The event needs a name of 1 to 120 characters.");
    expect(error).toContain('The AGL Circuit Mod needs the stadium the event is held in. (AGL S2, "Mod Circuito AGL")');
    await click(root, "setup-create");
    expect(created).toHaveBeenCalledWith("event-new");
    expect(sent[1]).toEqual({
      name: "Liga de Vigo",
      format: "standard-tournament",
      ruleset: "agl-v1.0",
      mods: [],
      event_type: "standard",
      rounds: 3,
      scenarios: [
        { kind: "official", id: "assault" },
        { kind: "official", id: "conquest" },
        { kind: "official", id: "carnage" },
      ],
      stadium: null,
      // Round 1's seed is drawn when it is paired; the rulings are the core's current edition.
      seed: null,
      rematches: "avoid",
      lineup_size: null,
      rulings: 2,
      // docs/rulings.md, "Publishing a round": a new event's rounds are proposals until published.
      publish_rounds: true,
    });
  });

  it("asks for the AGL Circuit stadium in Season 2 and sends it", async () => {
    core.commands.eventCatalog = async () => ({
      ...catalog,
      stadiums: [{ id: "omadon-arena", name: "Omadon Arena", faction: "", effect: "" }],
    });
    core.commands.eventSetupOptions = async (ruleset: unknown, _format: unknown, mods: unknown) => ({
      ...options,
      ruleset,
      mods: [{ mod: "agl-circuit", chosen: (mods as string[]).includes("agl-circuit"), allowed: true, reason: null }],
      needs_stadium: (mods as string[]).includes("agl-circuit"),
    });
    const sent: unknown[] = [];
    const languages: unknown[] = [];
    core.commands.createEvent = async (request: unknown, language: unknown) => {
      sent.push((request as { definition: unknown }).definition);
      languages.push(language);
      return ok({ ruleset: "agl", ...view });
    };
    const root = await mount(<EventSetup onCreated={() => undefined} />);
    // The papers' language is chosen with the event.
    await input(root, "setup-paper-language", "fr");
    await input(root, "setup-name", "Circuito");
    await click(root, "setup-ruleset-agl-season-2");
    expect(byTest(root, "setup-stadium")).toBeNull();
    await click(root, "setup-mod-agl-circuit");
    await input(root, "setup-stadium", "omadon-arena");
    await click(root, "setup-create");
    expect(sent[0]).toMatchObject({ ruleset: "agl-season-2", mods: ["agl-circuit"], stadium: "omadon-arena" });
    expect(languages).toEqual(["fr"]);
  });
});
