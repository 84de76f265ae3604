// The catalog's names for what the core sends by id (characters, Sponsors, stadiums, scenarios),
// loaded once for the whole app and reloaded when the organizer edits the catalog. Screens and
// error messages read them here instead of fetching the catalog again.
import { createContext, type ComponentChildren } from "preact";
import { useContext, useEffect, useMemo, useState } from "preact/hooks";
import { commands, type CharacterSummary, type EventCatalog } from "../bindings";
import type { Language } from "../i18n";
import type { Names } from "./errors/describe";
import { useI18n } from "./i18n-context";

export type GameNames = {
  /** Every character of the catalog in use, in catalog order. */
  characters: CharacterSummary[];
  /** Sponsors, scenarios, stadiums, versions and formats; `null` until loaded. */
  catalog: EventCatalog | null;
  /** Reads the catalog again (after an edit). */
  reload: () => void;
};

const GameNamesContext = createContext<GameNames>({ characters: [], catalog: null, reload: () => undefined });

/** Loads the catalog's names once; `reload` after the catalog in use changes. */
export function GameNamesProvider(props: { children: ComponentChildren }) {
  const [characters, setCharacters] = useState<CharacterSummary[]>([]);
  const [catalog, setCatalog] = useState<EventCatalog | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    // Names are a convenience: without them ids are shown as they are.
    Promise.resolve()
      .then(() => commands.listCharacters(null))
      .then((list) => live && setCharacters(list))
      .catch(() => undefined);
    Promise.resolve()
      .then(() => commands.eventCatalog())
      .then((found) => live && setCatalog(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [generation]);
  const value = useMemo(
    () => ({ characters, catalog, reload: () => setGeneration((g) => g + 1) }),
    [characters, catalog],
  );
  return <GameNamesContext.Provider value={value}>{props.children}</GameNamesContext.Provider>;
}

export function useGameNames(): GameNames {
  return useContext(GameNamesContext);
}

/** A scenario's name in the language, falling back to English, then to its id. */
export function scenarioLabel(catalog: EventCatalog | null, language: Language, id: string): string {
  const found = catalog?.scenarios.find((s) => s.id === id);
  return found?.names[language] ?? found?.names.en ?? id;
}

/** How error messages and screens name what the core sends by id, in the reader's language. */
export function namesOf(game: GameNames, language: Language): Names {
  return {
    character: (id) => game.characters.find((c) => c.id === id)?.name,
    sponsor: (id) => game.catalog?.sponsors.find((s) => s.id === id)?.name,
    stadium: (id) => game.catalog?.stadiums.find((s) => s.id === id)?.name,
    scenario: (id) => (game.catalog ? scenarioLabel(game.catalog, language, id) : undefined),
  };
}

/** The catalog's names, for the reader's language. */
export function useNames(): Names {
  const game = useGameNames();
  const { language } = useI18n();
  return useMemo(() => namesOf(game, language), [game, language]);
}
