/** Initials for a portrait: the first letter or digit of up to two words ("8-Ball" gives "8B"). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-_.]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w.length > 0);
  if (words.length === 0) return "?";
  const letters = words.length === 1 ? [words[0]!.slice(0, 2)] : [words[0]![0], words[1]![0]];
  return letters.join("").toUpperCase();
}
