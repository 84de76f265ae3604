// The Imperial Assault event's documents on paper.
import { useState } from "preact/hooks";
import type { IaEventSnapshot, IaPaperDocument } from "../../../bindings";
import { useCommand } from "../../../lib/call";
import { ErrorNotice } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { iaCore } from "./actions";

export function IaPaper(props: { snapshot: IaEventSnapshot; id: string }) {
  const { t } = useI18n();
  const command = useCommand();
  const [written, setWritten] = useState<string | null>(null);
  const last = props.snapshot.rounds.length;
  const documents: { document: IaPaperDocument; label: string; testId: string }[] = [
    ...(last > 0
      ? [
          { document: { kind: "pairings", round: last } as IaPaperDocument, label: t("ia.paper.pairings", { round: last }), testId: "ia-paper-pairings" },
          { document: { kind: "matchSlips", round: last } as IaPaperDocument, label: t("ia.paper.slips", { round: last }), testId: "ia-paper-slips" },
        ]
      : []),
    { document: { kind: "standings" }, label: t("ia.paper.standings"), testId: "ia-paper-standings" },
    { document: { kind: "armyLists" }, label: t("ia.paper.armies"), testId: "ia-paper-armies" },
    ...(props.snapshot.bracket
      ? [{ document: { kind: "bracket" } as IaPaperDocument, label: t("ia.paper.bracket"), testId: "ia-paper-bracket" }]
      : []),
    { document: { kind: "report" }, label: t("ia.paper.report"), testId: "ia-paper-report" },
  ];
  return (
    <div data-testid="ia-paper">
      <div class="panel-actions">
        {documents.map((d) => (
          <button
            key={d.testId}
            class="secondary"
            data-testid={d.testId}
            disabled={command.busy}
            onClick={async () => {
              setWritten(null);
              const files = await command.run(() => iaCore.exportPaper(props.id, d.document));
              if (files) setWritten(t("ia.paper.written", { files: files.files.join(", ") }));
            }}
          >
            {d.label}
          </button>
        ))}
      </div>
      <ErrorNotice error={command.error} testId="ia-paper-error" onDismiss={command.clear} />
      {written && (
        <p class="notice" role="status" data-testid="ia-paper-written">
          {written}
        </p>
      )}
    </div>
  );
}
