// The desk's control of the projector window: which screen it opens on (full screen there), and
// what it shows (one view, or the views in turn). The choice reaches the projector through this
// computer's storage, as the round timer does, so it changes without touching the projector.
import { primaryMonitor, type Monitor } from "@tauri-apps/api/window";
import { useEffect, useState } from "preact/hooks";
import { useI18n } from "../../lib/i18n-context";
import {
  CONTROL_KEY,
  openProjector,
  PAGE_SECONDS,
  pageSeconds,
  projectorMonitors,
  readControl,
  VIEWS,
  writeControl,
  type ProjectorControl as Control,
} from "./Projector";

/** The screen to offer first: one that is not the main one, where there is one. */
export function firstChoice(monitors: Monitor[], primary: Monitor | null): number {
  const other = monitors.findIndex((m) => primary === null || m.name !== primary.name);
  return monitors.length > 1 && other >= 0 ? other : 0;
}

export function ProjectorControl(props: { eventId: string; onError: (error: unknown) => void }) {
  const { t } = useI18n();
  const [monitors, setMonitors] = useState<Monitor[]>([]);
  const [chosen, setChosen] = useState(0);
  const [control, setControl] = useState<Control>(() => readControl(props.eventId));

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const found = await projectorMonitors();
        const primary = await primaryMonitor().catch(() => null);
        if (!live) return;
        setMonitors(found);
        setChosen(firstChoice(found, primary));
      } catch {
        // No list of screens: the projector opens as a window, as before.
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  // A view chosen inside the projector window shows here too.
  useEffect(() => {
    setControl(readControl(props.eventId));
    const heard = (event: StorageEvent) => {
      if (event.key === CONTROL_KEY(props.eventId)) setControl(readControl(props.eventId));
    };
    window.addEventListener("storage", heard);
    return () => window.removeEventListener("storage", heard);
  }, [props.eventId]);

  const set = (next: Control) => {
    writeControl(props.eventId, next);
    setControl(next);
  };

  return (
    <div class="projector-control" data-testid="projector-control">
      {monitors.length > 0 && (
        <label>
          {t("projector.monitor")}{" "}
          <select
            data-testid="projector-monitor"
            value={String(chosen)}
            onChange={(e) => setChosen(Number((e.target as HTMLSelectElement).value))}
          >
            {monitors.map((m, i) => (
              <option key={i} value={String(i)}>
                {t("projector.monitorSize", { name: m.name ?? String(i + 1), width: m.size.width, height: m.size.height })}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        class="secondary small"
        data-testid="open-projector"
        onClick={() => openProjector(props.eventId, monitors[chosen] ?? null).catch(props.onError)}
      >
        {t("projector.open")}
      </button>
      <span class="muted">{t("projector.show")}</span>
      {VIEWS.map((v) => (
        <button
          key={v}
          class={!control.rotate && control.view === v ? "secondary small chosen" : "secondary small"}
          aria-pressed={!control.rotate && control.view === v}
          data-testid={`projector-show-${v}`}
          onClick={() => set({ ...control, view: v, rotate: false })}
        >
          {t(`projector.${v}`)}
        </button>
      ))}
      {/* How the projector turns its pages and views: set once, so folded away and the row stays
          one line at 1366 px, where the round's first table must show near the top. */}
      <details class="projector-more" data-testid="projector-more">
        <summary>{t("projector.more")}</summary>
        <label class="check">
          <input
            type="checkbox"
            data-testid="projector-rotate"
            checked={control.rotate}
            onChange={(e) => set({ ...control, rotate: (e.target as HTMLInputElement).checked })}
          />
          {t("projector.rotate")}
        </label>
        <label>
          {t("projector.pageSeconds")}{" "}
          <input
            type="number"
            class="narrow"
            data-testid="projector-page-seconds"
            min={PAGE_SECONDS.min}
            max={PAGE_SECONDS.max}
            value={control.pageSeconds}
            onChange={(e) => set({ ...control, pageSeconds: pageSeconds(Number((e.target as HTMLInputElement).value)) })}
          />
        </label>
      </details>
    </div>
  );
}
