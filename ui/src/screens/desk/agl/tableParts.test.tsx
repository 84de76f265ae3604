// What a table's card and compact row share: a result saved as recorded or corrected, the core's
// warnings on it kept to show, worded; a refusal kept for the place that shows it.
import { afterEach, describe, expect, it } from "vitest";
import type { Accepted } from "../../../bindings";
import { deskProps, snapshot } from "../../../test-support/agl";
import { mount, need, settle } from "../../../test-support/render";
import { resultInput } from "./ResultForm";
import { ResultWarnings, useTableResult, Warnings } from "./tableParts";

afterEach(() => {
  document.body.innerHTML = "";
});

const seats = { first: "Ana", second: "Bo" };
const clause = 'AGL S2, "Primera Sangre"';

describe("ResultWarnings and Warnings", () => {
  it("word the core's warnings with their clause, and show nothing without any", async () => {
    const root = await mount(
      <ResultWarnings warnings={[{ kind: "firstBloodWithoutFrags", seat: "second", clause }]} seats={seats} testId="w" />,
    );
    expect(need(root, "w").textContent).toContain("Bo");
    expect(need(root, "w").textContent).toContain(clause);
    const none = await mount(<ResultWarnings warnings={[]} seats={seats} testId="none" />);
    expect(none.textContent).toBe("");
    const pairing = await mount(<Warnings snapshot={snapshot} warnings={[]} />);
    expect(pairing.textContent).toBe("");
  });
});

describe("useTableResult", () => {
  it("records a first result, corrects a recorded one, and keeps the core's warnings", async () => {
    const warnings = [{ kind: "firstBloodWithoutFrags", seat: "second", clause }];
    const { props, actions } = deskProps({ kind: "resultRecorded", warnings } as unknown as Accepted);
    let saved = 0;
    let hook: ReturnType<typeof useTableResult> | null = null;
    function Probe(p: { roundIndex: number }) {
      const round = snapshot.rounds[p.roundIndex]!;
      hook = useTableResult({ ...props, snapshot, openDraft: () => undefined, round, table: round.tables[0]! }, seats, () => saved++);
      return null;
    }
    const played = snapshot.rounds[0]!.tables[0]!;
    await mount(<Probe roundIndex={1} />);
    await hook!.save(resultInput(played)!);
    await settle();
    await mount(<Probe roundIndex={0} />);
    await hook!.save(resultInput(played)!);
    await settle();
    expect(actions.map((a) => a.kind)).toEqual(["recordResult", "correctResult"]);
    expect(saved).toBe(2);
    expect(hook!.warnings).toEqual(warnings);
  });
});
