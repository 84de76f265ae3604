// Each screen area keeps its messages beside its screens; they are gathered here.
// An area file exports `{ en, es, fr }` with the same keys, prefixed by the area's name.
import * as draftMessages from "../screens/draft/messages";
import * as eventMessages from "../screens/event/messages";

export const areaMessages = { draft: draftMessages, event: eventMessages } satisfies Record<
  string,
  Record<"en" | "es" | "fr", Record<string, string>>
>;
