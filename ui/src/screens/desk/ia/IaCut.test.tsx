// The Imperial Assault cut as a panel: made only after its preview is confirmed, taken back while
// the core allows, the champion named, and each game's result sent as a cut result.
import { afterEach, describe, expect, it } from "vitest";
import { CUT_MADE, FINAL, panelProps, SNAPSHOT } from "../../../test-support/ia";
import { byTest, click, enter, mount, need } from "../../../test-support/render";
import { IaCut } from "./IaCut";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("IaCut", () => {
  it("previews the cut first and makes it only once confirmed", async () => {
    const { props, sent } = panelProps(SNAPSHOT);
    const root = await mount(<IaCut {...props} />);
    await click(root, "ia-make-cut");
    expect(sent).toEqual([]);
    expect(need(root, "ia-cut-preview-seeds").textContent).toContain("Seed 1: Ana");
    await click(root, "ia-make-cut-confirm");
    expect(sent).toEqual([{ action: { kind: "makeCut" }, from: "cut" }]);
    // Made: the preview closes.
    expect(byTest(root, "ia-cut-preview")).toBeNull();
  });

  it("takes the cut back while the core allows, and records a game's result as a cut result", async () => {
    const { props, sent } = panelProps(CUT_MADE);
    const root = await mount(<IaCut {...props} />);
    await click(root, "ia-undo-cut");
    await enter(root, "ia-cut-result-1-2-vp-first", "40");
    await enter(root, "ia-cut-result-1-2-vp-second", "4");
    await click(root, "ia-cut-result-1-2-save");
    expect(sent.map((s) => s.action.kind)).toEqual(["undoCut", "recordCutResult"]);
    expect(sent[1]).toMatchObject({ action: { round: 1, game: 2 }, from: "cut-1-2" });
  });

  it("names the champion once the core places one, and offers no undo the core does not", async () => {
    const { props } = panelProps({ ...FINAL, placings: [{ player: 2, place: 1 }] });
    const root = await mount(<IaCut {...props} />);
    expect(need(root, "ia-champion").textContent).toContain("Bo");
    expect(byTest(root, "ia-undo-cut")).toBeNull();
  });
});
