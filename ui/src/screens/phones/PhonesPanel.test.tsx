import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import { PhonesPanel, socketAddress } from "./PhonesPanel";

const mocks = vi.hoisted(() => {
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  const link = (seat: string, token: string) => ({
    seat,
    url: `http://192.168.1.20:8765/s/${token}`,
    qrSvg: `<svg data-seat="${seat}"></svg>`,
    shortUrl: `http://192.168.1.20:8765/${token}k7m2`,
  });
  const shared = { draftId: "d1", seats: { first: link("first", "aaaa"), second: link("second", "bbbb") } };
  let running: object | null = null;
  return {
    commands: {
      phoneSessionStatus: vi.fn(() => Promise.resolve(running)),
      phoneAddresses: vi.fn(() => Promise.resolve(["192.168.1.20", "fe80::1", "127.0.0.1"])),
      startPhoneSession: vi.fn(() => {
        running = { url: "http://192.168.1.20:8765", drafts: [], room: null, players: [], spectators: [], roundSpectators: [] };
        return ok(running);
      }),
      shareDraftWithPhones: vi.fn(() => {
        running = { url: "http://192.168.1.20:8765", drafts: [shared], room: null, players: [], spectators: [], roundSpectators: [] };
        return ok(shared);
      }),
      shareRoomWithPhones: vi.fn((eventId: string) => {
        const room = { eventId, url: "http://192.168.1.20:8765/r/eeee", qrSvg: "<svg></svg>", shortUrl: "http://192.168.1.20:8765/eeeek7m2" };
        running = { url: "http://192.168.1.20:8765", drafts: [], room, players: [], spectators: [], roundSpectators: [] };
        return ok(room);
      }),
      sharePlayersWithPhones: vi.fn((eventId: string) => {
        const players = {
          eventId,
          players: [
            { player: 1, name: "Ana", url: "http://192.168.1.20:8765/p/cccc", qrSvg: '<svg data-player="1"></svg>', shortUrl: "http://192.168.1.20:8765/cccck7m2" },
            { player: 2, name: "Bo", url: "http://192.168.1.20:8765/p/dddd", qrSvg: '<svg data-player="2"></svg>', shortUrl: "http://192.168.1.20:8765/ddddk7m2" },
          ],
        };
        running = { url: "http://192.168.1.20:8765", drafts: [], room: null, players: [players], spectators: [], roundSpectators: [] };
        return ok(players);
      }),
      unsharePlayersWithPhones: vi.fn(() => {
        running = { url: "http://192.168.1.20:8765", drafts: [], room: null, players: [], spectators: [], roundSpectators: [] };
        return Promise.resolve(null);
      }),
      shareDraftWithSpectators: vi.fn((draftId: string, delaySeconds: number) => {
        const spectator = { draftId, delaySeconds, url: "http://192.168.1.20:8765/v/ffff", qrSvg: '<svg data-spectator="1"></svg>', shortUrl: "http://192.168.1.20:8765/ffffk7m2" };
        running = { url: "http://192.168.1.20:8765", drafts: [shared], room: null, players: [], spectators: [spectator], roundSpectators: [] };
        return ok(spectator);
      }),
      unshareDraftWithSpectators: vi.fn(() => {
        running = { url: "http://192.168.1.20:8765", drafts: [shared], room: null, players: [], spectators: [], roundSpectators: [] };
        return Promise.resolve(null);
      }),
      shareRoundWithSpectators: vi.fn((eventId: string, round: number, delaySeconds: number) => {
        const link = { eventId, round, delaySeconds, url: "http://192.168.1.20:8765/v/gggg", qrSvg: '<svg data-round="1"></svg>', shortUrl: "http://192.168.1.20:8765/ggggk7m2" };
        running = { url: "http://192.168.1.20:8765", drafts: [], room: null, players: [], spectators: [], roundSpectators: [link] };
        return ok(link);
      }),
      unshareRoundWithSpectators: vi.fn(() => {
        running = { url: "http://192.168.1.20:8765", drafts: [], room: null, players: [], spectators: [], roundSpectators: [] };
        return Promise.resolve(null);
      }),
      setPhoneReports: vi.fn((_id: string, allowed: boolean) => ok({ id: "d1", reports: { allowed } })),
      stopPhoneSession: vi.fn(() => {
        running = null;
        return Promise.resolve(null);
      }),
    },
  };
});
vi.mock("../../bindings", () => ({ commands: mocks.commands }));

async function settle() {
  for (let i = 0; i < 4; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("PhonesPanel", () => {
  it("writes an IPv6 address in brackets", () => {
    expect(socketAddress("192.168.1.20", 8765)).toBe("192.168.1.20:8765");
    expect(socketAddress("fe80::1", 80)).toBe("[fe80::1]:80");
  });

  it("starts the session at the chosen address, opens the draft and names whose code is whose", async () => {
    const root = document.createElement("div");
    document.body.append(root);
    await act(async () => {
      render(
        <I18nProvider language="es">
          <PhonesPanel draftId="d1" players={{ first: "Ana", second: "Bo" }} />
        </I18nProvider>,
        root,
      );
    });
    await settle();
    await act(async () => {
      (root.querySelector('[data-testid="phones-start"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.startPhoneSession).toHaveBeenCalledWith("192.168.1.20:8765");
    expect(mocks.commands.shareDraftWithPhones).toHaveBeenCalledWith("d1");
    expect(root.querySelector('[data-testid="phones-seat-first"]')?.textContent).toContain("Móvil de Ana");
    expect(root.querySelector('[data-testid="phones-url-second"]')?.textContent).toBe("http://192.168.1.20:8765/s/bbbb");
    // The short address to type, without the scheme a browser adds itself.
    expect(root.querySelector('[data-testid="phones-short-second"]')?.textContent).toBe("192.168.1.20:8765/bbbbk7m2");
    expect(root.querySelector('[data-testid="phones-seat-second"] svg')?.getAttribute("data-seat")).toBe("second");
    await act(async () => {
      (root.querySelector('[data-testid="phones-stop"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(root.querySelector('[data-testid="phones-start"]')).not.toBeNull();
  });

  it("switches the players' result reports from the phones off and on for the shared draft", async () => {
    const root = document.createElement("div");
    document.body.append(root);
    const changed = vi.fn();
    await act(async () => {
      render(
        <I18nProvider language="en">
          <PhonesPanel draftId="d1" players={{ first: "Ana", second: "Bo" }} reportsAllowed={true} onReportsChanged={changed} />
        </I18nProvider>,
        root,
      );
    });
    await settle();
    await act(async () => {
      (root.querySelector('[data-testid="phones-start"]') as HTMLButtonElement).click();
    });
    await settle();
    const box = root.querySelector('[data-testid="phones-reports"]') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.parentElement?.textContent).toContain("Players may report the game's result from their phones");
    await act(async () => {
      box.click();
    });
    await settle();
    expect(mocks.commands.setPhoneReports).toHaveBeenCalledWith("d1", false);
    expect(changed).toHaveBeenCalledWith({ id: "d1", reports: { allowed: false } });
  });

  it("gives each Imperial Assault player their own page, by name, and closes them", async () => {
    await mocks.commands.stopPhoneSession();
    const root = document.createElement("div");
    document.body.append(root);
    await act(async () => {
      render(
        <I18nProvider language="en">
          <PhonesPanel eventId="ia1" playerPages />
        </I18nProvider>,
        root,
      );
    });
    await settle();
    await act(async () => {
      (root.querySelector('[data-testid="phones-start"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(root.querySelector('[data-testid="phones-players"]')).toBeNull();
    await act(async () => {
      (root.querySelector('[data-testid="phones-share-players"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.sharePlayersWithPhones).toHaveBeenCalledWith("ia1");
    expect(root.querySelector('[data-testid="phones-player-2"]')?.textContent).toContain("Bo");
    expect(root.querySelector('[data-testid="phones-player-short-2"]')?.textContent).toBe("192.168.1.20:8765/ddddk7m2");
    expect(root.querySelector('[data-testid="phones-player-1"] svg')?.getAttribute("data-player")).toBe("1");
    await act(async () => {
      (root.querySelector('[data-testid="phones-unshare-players"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.unsharePlayersWithPhones).toHaveBeenCalledWith("ia1");
    expect(root.querySelector('[data-testid="phones-players"]')).toBeNull();
  });

  it("opens the table's spectator page at the chosen delay, changes the delay and closes it", async () => {
    await mocks.commands.stopPhoneSession();
    const root = document.createElement("div");
    document.body.append(root);
    await act(async () => {
      render(
        <I18nProvider language="en">
          <PhonesPanel draftId="d1" players={{ first: "Ana", second: "Bo" }} />
        </I18nProvider>,
        root,
      );
    });
    await settle();
    await act(async () => {
      (root.querySelector('[data-testid="phones-start"]') as HTMLButtonElement).click();
    });
    await settle();
    const delay = root.querySelector('[data-testid="phones-spectator-delay"]') as HTMLSelectElement;
    expect([...delay.options].map((o) => o.textContent)).toEqual(["Live", "30 s behind the table", "120 s behind the table", "300 s behind the table"]);
    delay.value = "30";
    await act(async () => {
      delay.dispatchEvent(new Event("change"));
    });
    expect(mocks.commands.shareDraftWithSpectators).not.toHaveBeenCalled();
    await act(async () => {
      (root.querySelector('[data-testid="phones-spectator-share"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.shareDraftWithSpectators).toHaveBeenCalledWith("d1", 30);
    expect(root.querySelector('[data-testid="phones-spectator-url"]')?.textContent).toBe("http://192.168.1.20:8765/v/ffff");
    expect(root.querySelector('[data-testid="phones-spectator-short"]')?.textContent).toBe("192.168.1.20:8765/ffffk7m2");
    expect(root.querySelector('[data-testid="phones-spectator-overlay"]')?.textContent).toBe("http://192.168.1.20:8765/v/ffff?overlay=1");
    expect(root.querySelector('[data-testid="phones-spectator"] svg')?.getAttribute("data-spectator")).toBe("1");
    const shown = root.querySelector('[data-testid="phones-spectator-delay"]') as HTMLSelectElement;
    expect(shown.value).toBe("30");
    shown.value = "120";
    await act(async () => {
      shown.dispatchEvent(new Event("change"));
    });
    await settle();
    expect(mocks.commands.shareDraftWithSpectators).toHaveBeenLastCalledWith("d1", 120);
    await act(async () => {
      (root.querySelector('[data-testid="phones-spectator-unshare"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.unshareDraftWithSpectators).toHaveBeenCalledWith("d1");
    expect(root.querySelector('[data-testid="phones-spectator"]')).toBeNull();
    expect(root.querySelector('[data-testid="phones-spectator-share"]')).not.toBeNull();
  });

  it("opens a spectator page for every table of the event's current round, and closes it", async () => {
    await mocks.commands.stopPhoneSession();
    const root = document.createElement("div");
    document.body.append(root);
    await act(async () => {
      render(
        <I18nProvider language="en">
          <PhonesPanel eventId="e1" spectatorRound={2} />
        </I18nProvider>,
        root,
      );
    });
    await settle();
    await act(async () => {
      (root.querySelector('[data-testid="phones-start"]') as HTMLButtonElement).click();
    });
    await settle();
    const share = root.querySelector('[data-testid="phones-round-spectator-share"]') as HTMLButtonElement;
    expect(share.textContent).toBe("Open a spectator page for every table of round 2");
    expect(root.querySelector('[data-testid="phones-spectator-share"]')).toBeNull();
    await act(async () => {
      share.click();
    });
    await settle();
    expect(mocks.commands.shareRoundWithSpectators).toHaveBeenCalledWith("e1", 2, 0);
    expect(root.querySelector('[data-testid="phones-round-spectator"] strong')?.textContent).toBe(
      "Spectator page of round 2: every table as everyone may see it",
    );
    expect(root.querySelector('[data-testid="phones-round-spectator-url"]')?.textContent).toBe("http://192.168.1.20:8765/v/gggg");
    await act(async () => {
      (root.querySelector('[data-testid="phones-round-spectator-unshare"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.unshareRoundWithSpectators).toHaveBeenCalledWith("e1", 2);
    expect(root.querySelector('[data-testid="phones-round-spectator"]')).toBeNull();
  });
});
