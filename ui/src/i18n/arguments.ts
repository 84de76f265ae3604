// What an ICU message asks to be filled with, read from its parsed form: the tests use it to
// check that every language asks for the same values and to fill every message.
import { compile, type Language } from "./index";

/** How a message uses a value. */
export type ArgumentUse = "text" | "number" | "plural" | "select";

// The parser's element types (FormatJS icu-messageformat-parser, `TYPE`).
const USES: Record<number, ArgumentUse> = { 1: "text", 2: "number", 3: "text", 4: "text", 5: "select", 6: "plural" };

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** Every value the message names, with how it is used, and each select's options. */
export function messageArguments(language: Language, message: string) {
  const uses = new Map<string, ArgumentUse>();
  const selects = new Map<string, string[]>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      const use = USES[element.type];
      if (use && typeof element.value === "string") {
        uses.set(element.value, use);
        if (use === "select") selects.set(element.value, Object.keys(element.options ?? {}));
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(compile(language, message).getAst() as unknown as Element[]);
  return { uses, selects };
}
