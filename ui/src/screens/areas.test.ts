// The screen areas' imports form no circle (issue 25): an area that imports another may not be
// imported back by it, through any chain, so each area can be read, tested and changed from the
// ones beneath it. What two areas share lives beneath both, in `lib/` or `screens/desk/shared/`.
// A game's desk folder (`screens/desk/<game>/`) imports no other game's: the registry in
// `screens/desk/registry.ts` is the one place that knows every game.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SCREENS = dirname(fileURLToPath(import.meta.url));

/** Every TypeScript file under `dir`, as absolute paths. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers a file imports or re-exports (type-only imports too: they couple). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/g;
  for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** A screen file's area: its folder under `screens/` ("" for the screens' own root files). */
const areaOf = (file: string) => relative(SCREENS, dirname(file)).split("\\").join("/");

/** Which area imports which, from the relative imports of the files under `screens/`. */
function areaEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sources(SCREENS)) {
    const from = areaOf(file);
    for (const spec of importsOf(readFileSync(file, "utf8"))) {
      if (!spec.startsWith(".")) continue;
      const target = resolve(dirname(file), spec);
      const inside = relative(SCREENS, target);
      if (inside.startsWith("..")) continue; // lib/, i18n/, bindings: beneath every area
      const to = areaOf(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** One circle of the graph as the areas it passes through (first repeated at the end), or null. */
export function findCircle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return null;
}

const graph = (pairs: [string, string][]) => {
  const edges = new Map<string, Set<string>>();
  for (const [a, b] of pairs) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  return edges;
};

describe("screen areas", () => {
  it("reads every kind of import statement", () => {
    const text = [
      'import { a } from "../event/words";',
      'import type { B } from "./b";',
      'import "../shared/desk.css";',
      'export { c } from "../c";',
      "import {\n  d,\n  e,\n} from '../../lib/d';",
      'const x = "import nothing from here";',
    ].join("\n");
    expect(importsOf(text)).toEqual(["../event/words", "./b", "../shared/desk.css", "../c", "../../lib/d"]);
  });

  it("finds a circle through several areas, and none where the imports only go down", () => {
    expect(findCircle(graph([["event", "draft"], ["draft", "projector"], ["projector", "event"]]))).toEqual([
      "event",
      "draft",
      "projector",
      "event",
    ]);
    expect(findCircle(graph([["desk", "desk/agl"], ["desk/agl", "desk/shared"], ["projector", "desk/shared"]]))).toBeNull();
  });

  it("import each other in no circle", () => {
    const edges = areaEdges();
    // The desk's folders are there to be checked: an empty graph would pass for nothing.
    expect(edges.get("desk/agl")?.has("desk/shared")).toBe(true);
    expect(findCircle(edges)).toBeNull();
  });

  it("keep each game's desk apart from every other game's", () => {
    const games = readdirSync(join(SCREENS, "desk"), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== "shared")
      .map((e) => `desk/${e.name}`);
    expect(games).toEqual(expect.arrayContaining(["desk/agl", "desk/ia"]));
    const edges = areaEdges();
    const crossings = games.flatMap((game) =>
      [...(edges.get(game) ?? [])].filter((to) => games.includes(to)).map((to) => `${game} -> ${to}`),
    );
    expect(crossings).toEqual([]);
  });
});
