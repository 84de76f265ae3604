// Each screen area keeps its messages beside its screens; they are gathered here.
// An area file exports `{ en, es, fr }` with the same keys, prefixed by the area's name.
import * as draftMessages from "../screens/draft/messages";
import { catalogMessages } from "../screens/catalog/messages";
import * as eventMessages from "../screens/desk/agl/messages";
import * as iaMessages from "../screens/desk/ia/messages";
import { ledgerMessages } from "../screens/ledger/messages";
import { libraryMessages } from "../screens/library/messages";
import * as phoneMessages from "../phone/messages";
import * as phonesMessages from "../screens/phones/messages";
import * as projectorMessages from "../screens/projector/messages";
import { replayMessages } from "../screens/replay/messages";
import { statisticsMessages } from "../screens/statistics/messages";
import * as historyMessages from "../screens/desk/shared/history/messages";
import * as momentsMessages from "../screens/desk/shared/moments/messages";

export const areaMessages = {
  draft: draftMessages,
  catalog: catalogMessages,
  event: eventMessages,
  ia: iaMessages,
  ledger: ledgerMessages,
  library: libraryMessages,
  phone: phoneMessages,
  phones: phonesMessages,
  projector: projectorMessages,
  replay: replayMessages,
  stats: statisticsMessages,
  history: historyMessages,
  moments: momentsMessages,
} satisfies Record<
  string,
  Record<"en" | "es" | "fr", Record<string, string>>
>;
