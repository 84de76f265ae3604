// Words for the core's typed Mod problems (ModSetError), in the UI's language.
import type { ModSetError } from "../bindings";
import type { Language } from "../i18n";
import { MOD_NAMES, rulesLabel } from "../screens/draft/names";

const WORDS: Record<Language, Record<ModSetError["kind"], string>> = {
  en: {
    notInVersion: "{mod} is not a Mod of {version}",
    repeated: "{mod} is chosen twice",
    caranoNotAlone: "the Carano Mod cannot be combined with any other Mod (Carano Mod: \"not compatible with any other Mods\")",
  },
  es: {
    notInVersion: "{mod} no es un Mod de {version}",
    repeated: "{mod} está elegido dos veces",
    caranoNotAlone: "el Mod Carano no se puede combinar con ningún otro Mod (Mod Carano: «no es compatible con ningún otro Mod»)",
  },
  fr: {
    notInVersion: "{mod} n'est pas un Mod de {version}",
    repeated: "{mod} est choisi deux fois",
    caranoNotAlone: "le Mod Carano ne se combine avec aucun autre Mod (Mod Carano : « incompatible avec tout autre Mod »)",
  },
};

/** One Mod problem in words. */
export function modProblemText(language: Language, problem: ModSetError): string {
  const template = WORDS[language][problem.kind];
  const mod = "mod" in problem ? MOD_NAMES[problem.mod] : "";
  const version = problem.kind === "notInVersion" ? rulesLabel(problem.version, []) : "";
  return template.replace("{mod}", mod).replace("{version}", version);
}

/** Every problem of a Mod, joined. */
export function modProblemsText(language: Language, problems: ModSetError[]): string {
  return problems.map((p) => modProblemText(language, p)).join("; ");
}
