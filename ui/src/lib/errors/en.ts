// English words for every refusal and failure, in ICU MessageFormat. Parameters are the fields
// of the typed error, already in words (names for ids, the seat's player for a seat).
import type { ErrorMessages } from "./types";

export const en: ErrorMessages = {
  missing: {
    journal: "There is no draft or event “{id}”.",
    notADraft: "“{id}” is not a draft.",
    notAnEvent: "“{id}” is not an event.",
    notALedger: "“{id}” is not a season ledger.",
    character: "The catalog has no character “{id}”.",
    backup: "There is no backup number {number}.",
    tableDraft: "Table {table} of round {round} has no draft on this device.",
    file: "There is no file at {path}.",
    folder: "There is no folder at {path}.",
  },
  input: {
    badId: "“{text}” is not a valid id: use 1 to 64 lowercase letters, digits and single hyphens.",
    badJournalId: "“{text}” is not a valid draft or event id.",
    badTitle: "This title cannot be used: {detail}.",
    badTacticNumber: "{number} is not a Tactic card number: card numbers run from 1 to 999.",
    badTacticSlot: "{slot} is not a Tactic slot: a character's Tactics are slots 0 to 3.",
    statOutOfRange: "{stat} {value} is outside 1 to 20.",
    characterNameMissing: "Give the character a name.",
    characterBoxMissing: "Choose the character's box, or name a new one.",
    noFileChosen: "Choose a file from the list or type its full path.",
    folderNotAbsolute: "“{path}” is not a full folder path: it must start at the root of the disk.",
    fileNotAbsolute: "“{path}” is not the full path of a file: it must start at the root of the disk and end with the file’s name.",
    notText: "{path} is not a text file (UTF-8).",
    fileTooLarge: "{path} is too large ({size, number} bytes; the limit is {max, number}). Nothing was read.",
    unreadableHeader: "The recorded setup of “{id}” cannot be read ({detail}).",
    unusableAddress: "The phone pages cannot be served at {address} ({detail}). Choose another address or port.",
    badCode: "A code has {min, number} to {max, number} characters, on one line.",
  },
  refusal: {
    draft: "Not allowed: {refusal}",
    draftSetup: "The draft cannot start yet:",
    deck: "The deck breaks the deckbuilding rules:",
    mods: "These Mods cannot be played together:",
    event: "{refusal}",
    eventDefinition: "The event cannot be created:",
    tableDraft: "{problem}",
    rating: "{problem}",
    ledger: "{problem}",
    catalog: "The catalog refuses this:",
    paper: "{problem}",
    teamsNotFixed: "The teams are not fixed yet, so no deck can be built.",
    gameAlreadyRecorded:
      "The game's result is already recorded; a correction is made at the table's screen.",
    phoneReportsOff:
      "The organizer takes this game's result at the table's screen, not from the phones.",
    databaseWorks:
      "The database opens and works: a backup is restored, or a new database started, only when it cannot be opened.",
    noCatalogEdits: "There are no catalog edits to export yet.",
    catalogEditsTooLarge:
      "The catalog edits would take {size, number} bytes, more than the {max, number} the app keeps. Nothing was changed.",
    savedEditsUnreadable: "The saved catalog edits cannot be read; revert all edits to start again:",
    tooManyFiles: "The folder already holds too many files named {name}.",
    seatCodeWrong: "That is not the code of {seat}. Nothing of the seat was shown or changed.",
    seatCodeAlreadySet: "{seat} already chose a code; it cannot be chosen again.",
    organizerCodeWrong: "That is not the organizer's code. Nothing was shown.",
    organizerCodeNotSet: "Choose the organizer's code first: decks in progress are shown only behind it.",
    codeTriesPaused: "Too many wrong codes: try again in {seconds, plural, one {# second} other {# seconds}}. Nothing was shown.",
  },
  draft: {
    wrongStep: "The draft is at “{step}”: {action} is not possible now.",
    notYourTurn: "It is not the turn of {seat} at “{step}”.",
    notTheRoleChooser: "Only the Compass Transportation holder chooses who is Player A, and {seat} does not hold it.",
    characterUnavailable: "{character} cannot be chosen: {reason}",
    swapInUnavailable: "{character} cannot be swapped in: {reason}",
    swapOutNotOnTeam: "{character} is not on the team of {team_of}, so it cannot be swapped out.",
    alreadyLocked: "{seat} already locked this choice (“{step}”).",
    badSalt: "The secret lock cannot be used: {problem}",
    deckRefused: "The deck breaks the deckbuilding rules:",
    noAccesstel:
      "{nullified, select, yes {{seat} holds Accesstel, but the rival's Vissiorama cancels it.} other {{seat} has no Accesstel effect to use.}}",
    accesstelAlreadyNamed: "{seat} already named the Accesstel target.",
    notAnEnemyCharacter: "{character} is not on the enemy team.",
    saltReused:
      "This secret lock's salt was already used by {seat} for {earlier}{revealed, select, yes {, and has been shown to the rival} other {}}: every lock needs a fresh random salt.",
    tooManyActions: "This draft already records {max, number} actions, the most one draft may hold.",
    nothingToUndo:
      "{seat} has nothing to undo: only the last ban or pick before the next one, the Compass choice before the first ban or pick, or one's own locked secret before the reveal can be undone.",
  },
  unavailable: {
    notInLineup: "it is not in the Starting Lineup of {lineup_of}.",
    banned: "it is banned from the Starting Lineup of {lineup_of} this round.",
    alreadyOnTeam: "it is already on the team of {team_of}.",
    heldByRival: "it is on the team of {holder}, so under Zlavin it is closed to the rival.",
    wouldLeaveTeamsIncomplete:
      "choosing it would leave too few characters to complete both teams of {team_size}.",
  },
  salt: {
    wrongLength: "a salt needs {min} to {max} hex digits, this one has {found}.",
    notHex: "a salt is an even number of lowercase hex digits (0–9, a–f).",
  },
  deck: {
    teamWrongSize: "The team has {found, plural, one {# character} other {# characters}}; it needs {expected}.",
    teamRepeatsCharacter: "{character} is on the team twice.",
    unknownCharacter: "The catalog has no character “{character}”.",
    tooManyEntries: "The choice lists more than {max} Tactics, more than any deck holds.",
    notOnTeam: "{character} is not on the team, so none of its Tactics can be chosen.",
    repeatedTactic: "Tactic {tactic} of {character} is chosen twice.",
    wrongCountForCharacter:
      "Choose exactly {required} Tactics of {character}, not {found}.",
    tooManyFromCharacter: "At most {max} Tactics of {character} may be chosen, not {found}.",
    wrongTotal:
      "Choose {expected} character Tactics (18 cards with the 10 General Tactics), not {found}.",
    generalTacticMissing: "General Tactic {number} is missing: every deck holds the 10 General Tactics.",
    generalTacticRepeated: "General Tactic {number} is written twice: a deck holds each one once.",
    unknownCard: "Card {number} is neither a General Tactic nor a Tactic of a character the catalog knows.",
  },
  setup: {
    mods: "{problem}",
    player: "{seat}: {problem}",
    stadiumMissing: "The AGL Circuit Mod needs the event's stadium.",
    stadiumWithoutCircuit: "{stadium} is a stadium of the AGL Circuit Mod, which is not chosen.",
    unknownStadium: "The catalog has no stadium “{stadium}”.",
    unknownScenario: "The catalog has no scenario “{scenario}”.",
    lineupsTooAlikeForZlavin:
      "Under the Zlavin Mod these Starting Lineups share too many characters ({shared}) for two teams of {team_size} with no character in common.",
  },
  mods: {
    notInVersion: "{mod} is not a Mod of {version}.",
    repeated: "{mod} is chosen twice.",
    caranoNotAlone: "The Carano Mod cannot be combined with any other Mod.",
    tooMany: "{found, number} Mods are listed; there are only {max} Mods.",
  },
  player: {
    nameMissing: "The player has no name.",
    nameTooLong: "The player's name is longer than {max} characters.",
    lineup: "{problem}",
    unknownSponsor: "The catalog has no Sponsor “{sponsor}”.",
    sponsorNotUnlocked: "{sponsor} is a Special Sponsor this player has not unlocked.",
    tooManyUnlockedSponsors: "{found, number} unlocked Sponsors are listed; at most {max} can be.",
  },
  lineup: {
    wrongSize:
      "The Starting Lineup has {found, plural, one {# character} other {# characters}}; it needs {expected}.",
    duplicate: "{character} is in the Starting Lineup twice.",
    unknownCharacter: "The catalog has no character “{character}”.",
  },
  event: {
    unknownPlayer: "There is no player {player} in this event.",
    alreadyDropped: "{player} already dropped after round {after_round}.",
    notDropped: "{player} has not dropped: there is no drop to take back.",
    withdrawAfterStart: "{player} cannot be removed once round 1 is paired: drop them instead, which keeps their results.",
    notTheLatestRound: "{latest, plural, =0 {No round is paired yet.} other {Only the latest paired round (round {latest}) can be paired again, not round {round}.}}",
    roundHasResults: "Round {round} already has {tables_count, plural, one {a result at table {tables}} other {results at tables {tables}}}: a round with results stays paired (correct a result instead).",
    registrationClosed:
      "{paired, plural, one {Round 1 is} other {# rounds are}} already paired, so registration is closed: register the player as a late arrival.",
    notLate: "Round 1 is not paired yet, so a newcomer registers normally, not as a late arrival.",
    tooManyPlayers: "The event already has the most players the app accepts ({max}).",
    badPlayerName: "A player needs a name of 1 to {max} characters.",
    badPin: "A Corvus PIN is 1 to {max} letters, digits or hyphens.",
    duplicatePin: "The Corvus PIN {pin} is already registered to {player}.",
    sponsorRequired: "Every player chooses one Sponsor before the event.",
    unknownSponsor: "The catalog has no Sponsor “{sponsor}”.",
    specialSponsorLocked:
      "{sponsor} is a Special Sponsor: a player may choose it only after unlocking it on their AGL profile, and this registration does not say so.",
    lineupRequired: "Every player builds a Starting Lineup of {size} characters before the event.",
    lineup: "The Starting Lineup is not legal:",
    rounds: "{problem}",
    fewerRoundsThanPaired:
      "{paired, plural, one {# round is} other {# rounds are}} already paired, so the event cannot have only {rounds}.",
    roundOutOfRange: "There is no round {round}: rounds run from 1 to {max}.",
    roundAlreadyPaired: "Round {round} is already paired and published; its scenario cannot change.",
    scenario: "Round {round}: {problem}",
    notTheNextRound: "The next round to pair is round {next}, not round {given}.",
    allRoundsPaired:
      "All {rounds, plural, one {# round} other {# rounds}} of the event are paired; add a round first to pair another.",
    resultsMissing:
      "Round {round} still needs {tables_count, plural, one {the result of table {tables}} other {the results of tables {tables}}}: the next round is paired from everyone's results.",
    tooFewPlayers:
      "{active, plural, one {Only # player is} other {Only # players are}} active; a round needs at least {minimum}.",
    noScenario: "Round {round} has no scenario yet: choose it first.",
    noPlayerCanTakeTheBye:
      "The number of players is odd and every one of them already had a bye. Nobody gets a second bye: drop a player or register a late arrival first.",
    unknownRound:
      "There is no round {round}: {paired, plural, =0 {no round has} one {# round has} other {# rounds have}} been paired.",
    unknownTable: "Round {round} has no table {table}: its tables are 1 to {tables}.",
    notTheirTable:
      "Table {table} of round {round} seats {seated_first} and {seated_second}, not {given_first} and {given_second}.",
    resultAlreadyRecorded: "Table {table} of round {round} already has a result: correct it instead.",
    noResultToCorrect: "Table {table} of round {round} has no result to correct: record it instead.",
    negativeScore: "{seat} has {value} {field}: a score cannot be negative.",
    scoreTooHigh: "{seat} has {value, number} {field}: the app accepts at most {max} in one game.",
    draftNotComplete: "The game's result can be recorded once the table's draft is complete.",
    twoFirstBloods: "Only one player can score First Blood.",
    noFirstBloodInRuleset: "This event's rules have no First Blood: it is a Season 2 rule.",
    swapOutsideCurrentRound: "Only the current round ({current}) can change by a swap, not round {round}.",
    swapWithSelf: "A swap needs two different players; {player} was chosen twice.",
    notInRound: "{player} does not play in round {round}.",
    swapAtSameTable: "Both players already sit at table {table}: swapping them changes nothing.",
    swapAfterResult: "Table {table} already has a result: correct the result instead of swapping players.",
    sponsorFixed: "{player} cannot change Sponsor once round 1 is paired.",
    lineupFixed: "{player} cannot change the Starting Lineup once round 1 is paired.",
    badTeamName: "A team name has at most {max} characters and no line breaks.",
    scenariosNotAnnounced:
      "Round 1 cannot be paired yet: the scenarios are announced with the event, and {missing_count, plural, one {round {missing} has} other {rounds {missing} have}} none.",
    scenarioAnnounced:
      "Round {round}'s scenario was announced with the event, and players built their Starting Lineups for it: change it with an explicit override.",
    badNote: "A note has at most {max} characters and no line breaks.",
    roundOneSeedMissing: "Round 1 is drawn at random from a seed drawn at the moment of pairing, and this pairing carries none.",
    seedFixedInDefinition: "This event's definition already fixes round 1's seed: a pairing cannot bring another.",
    seedOnlyForRoundOne: "Round {round} is paired from the standings, not at random: only round 1 takes a seed.",
  },
  definition: {
    badName: "The event needs a name of 1 to {max} characters.",
    mods: "{problem}",
    eventTypeMismatch: "A {format} cannot be rated as a {found} event.",
    stadiumRequired: "The AGL Circuit Mod needs the stadium the event is held in.",
    stadiumWithoutCircuit: "A stadium is only chosen with the AGL Circuit Mod.",
    unknownStadium: "The catalog has no stadium “{stadium}”.",
    roundsOutOfRange:
      "{rounds, plural, one {# round is} other {# rounds are}} not allowed: this format needs at least {minimum}, and the app accepts at most {maximum}.",
    tooManyScenarios: "{count} scenarios are listed, but an event has at most {maximum} rounds.",
    scenario: "Round {round}: {problem}",
    badSeed: "The seed text needs 1 to {max} characters.",
    lineupSizeNotOpen: "Only an Open format lets the organizer choose the size of the Starting Lineups; a {format} follows its Mods.",
    lineupSizeSetByMods: "A chosen Mod says the Starting Lineup has {size} characters, so it cannot have {asked}.",
    lineupSizeOutOfRange:
      "A Starting Lineup of {asked} characters is not allowed: a team needs {minimum}, and the app accepts at most {maximum}.",
  },
  scenario: {
    unknown: "The catalog has no scenario “{scenario}”.",
    homemadeNotAllowed: "A Standard format plays official AGL scenarios only, not homemade ones.",
    badName: "A homemade scenario needs a name of 1 to {max} characters.",
    repeated: "{scenario} is already the scenario of round {other_round}, and no scenario is played twice.",
  },
  tableDraft: {
    unknownRound:
      "Round {round} is not paired yet ({paired, plural, =0 {no round is} one {# round is} other {# rounds are}} paired).",
    unknownTable: "Round {round} has no table {table}.",
    noSponsor: "{name} registered without a Sponsor, and the table's draft needs one: edit the player first.",
    noLineup:
      "{name} registered without a Starting Lineup, and the table's draft picks from it: edit the player first.",
    ownTeamFormat:
      "This event's Starting Lineups have {lineup_size} characters (the organizer's own team format), and the app's table draft builds teams from lineups of {draft_size}: build the teams at the table.",
  },
  ledger: {
    badName: "A season's or event's name has 1 to {max} characters.",
    eventNotFinished:
      "{name} is not finished yet: its ratings are provisional, and an event changes the season's ratings once, when it ends.",
    alreadyInLedger: "{name} is already in this ledger: an event changes the season's ratings once.",
    unreadable: "The file cannot be read ({message}).",
    unknownFormat:
      "This is not a {expected} file this version of Hexadraft reads (it says “{format}”, version {version}).",
    kFactorMismatch: "The report rates a {event_type} event with K {k_factor}, but a {event_type} event has K {expected}.",
    badPin: "“{corvus_pin}” is not a Corvus PIN (1 to {max} letters, digits or hyphens).",
    duplicatePin: "{corvus_pin} is listed twice (PINs are compared without case).",
    unknownPlayer: "A game names {corvus_pin}, who is not among the report's players.",
    badOutcomes: "A game of round {round} has the outcomes {first} and {second}, which no result gives.",
    badRating: "The rating of {corvus_pin} must be a number from 0 to 5000.",
    tooMany: "A ledger holds at most {max, number} {what}.",
  },
  rating: {
    outOfRange: "The rating entered for Corvus PIN {corvus_pin} is not a rating the app accepts (0 to 5000).",
    samePinTwice:
      "{corvus_pin} and {other} are the same Corvus PIN (PINs are compared without case): give one rating for it.",
  },
  paper: {
    roundNotPaired: "Round {round} is not paired yet, so it has no tables to print.",
    unknownPlayer: "There is no player {player} in this event.",
  },
  pack: {
    unknownFormat: "The file is not a Hexadraft data pack of a known format (it says “{found}”).",
    badVersion:
      "At {path}: the version “{found}” must be 1 to 128 letters, digits, dots, plus signs, hyphens or underscores.",
    tooMany: "{path} lists {count, number} items; the app accepts at most {max, number}.",
    duplicateId: "The id “{id}” appears twice in {list} (at {path}).",
    emptyText: "At {path}: the text is empty.",
    textTooLong: "At {path}: the text has {chars, number} characters; the app accepts at most {max, number}.",
    controlCharacter: "At {path}: the text holds a control character (a line break, a tab…).",
    outOfRange: "At {path}: {value} is outside {min} to {max}.",
    duplicateCardNumber: "Card number {number} is used twice: at {path}, and first at {first}.",
    generalTactics: "The General Tactics must be 009 to 018 in order; the file lists {found}.",
    unknownProduct: "The character “{character}” names a box the pack does not list (“{product}”, at {path}).",
    basicSponsors:
      "The pack must list exactly two Basic Sponsors; it lists {found}.",
    duplicateSponsorRule: "Two Sponsors carry the same rule the app applies (at {path}).",
    unnamedScenario: "At {path}: the scenario has no name in any language.",
    unknownOverlayFormat: "The file is not a catalog edits file of a known format (it says “{found}”).",
    overlayForOtherPack: "These edits are for the data pack “{found}”, not “{expected}”.",
    editOfUnknownCharacter: "At {path}: the edits change the character “{character}”, which the catalog does not list.",
    alreadyInPack: "At {path}: {list} already holds “{id}”.",
    duplicateSlot: "At {path}: Tactic {tactic} is changed twice.",
    notAGeneralTactic: "At {path}: {number} is not a General Tactic (009 to 018).",
  },
  conflict: {
    stale: "It changed since this screen was drawn (another window or device?). Look again and repeat your choice.",
    readOnly: "It can only be read. {reason}",
  },
  readOnly: {
    entryNotApplied:
      "{cause, select, withheld {Entry {at_seq} was withheld from this player-safe copy.} unreadable {Entry {at_seq} cannot be read by this version of the app.} other {Entry {at_seq} is refused: {refusal}}} It is shown as it was before that entry.",
    setupNoLongerChecks: "Its recorded setup no longer checks with the catalog in use. {refusal}",
    headerUnreadable: "Its recorded setup cannot be read ({detail}).",
    playerSafeCopy: "It is a player-safe copy with withheld entries: it can be read but not continued.",
    archived: "It is archived: unarchive it to continue.",
  },
  damage: {
    header: "its setup no longer matches what was saved, so nothing of it can be trusted.",
    entry: "entry {seq} no longer matches what was saved; the entries before it can be trusted.",
    missing: "only {intact} of its {recorded} entries are there; those can be trusted.",
    record: "its title or list details no longer match what was saved; its setup and entries can be trusted.",
  },
  storage: {
    io: "A file at {path} could not be read or written: {detail}",
    corrupt:
      "{path} is damaged ({detail}). The file was left as it is.{has_last_backup, select, yes { The newest backup is {last_backup}.} other {}}",
    walDamaged:
      "The log of unsaved changes beside {path} is damaged: opening the database now would lose {lost_commits, plural, one {# confirmed change} other {# confirmed changes}}. Nothing was changed; copies of the log were kept at {kept}.",
    journalDamaged: "“{id}” is damaged: {damage}",
    settingDamaged: "The setting “{key}” is damaged (it no longer matches what was saved) and was not used.",
    foreignDatabase: "{path} is not a Hexadraft database; it was left untouched.",
    newerSchema:
      "{path} was written by a newer version of Hexadraft (storage schema {found}; this version knows up to {supported}). Update Hexadraft to open it; the file was left untouched.",
    migrationFailed:
      "Upgrading the database to storage schema {version} failed ({detail}). The upgrade was undone; a copy made before it is at {backup}.",
    backupFailed: "No backup copy could be made at {path} ({detail}); nothing was changed.",
    journalNotFound: "There is no draft or event “{id}” in this database.",
    journalExists: "A draft or event “{id}” already exists.",
    sequenceConflict:
      "“{id}” changed meanwhile (this action was to be entry {expected}; the next entry is {next}). Look again and repeat your choice.",
    journalArchived: "“{id}” is archived: unarchive it to continue.",
    journalReadOnly: "“{id}” is a player-safe copy with withheld entries: it can be read but not continued.",
    journalFull: "“{id}” cannot hold more entries.",
    invalidInput: "A value is not valid ({what}: {detail}).",
    invalidJson: "The text is not valid JSON ({detail}).",
    payloadEncode: "The action could not be written ({detail}).",
    payloadDecode: "Entry {seq} of “{id}” cannot be read ({detail}).",
    importTooLarge:
      "The file is too large to import{has_size, select, yes { ({size, number} bytes; the limit is {limit, number})} other {}}.",
    importInvalid: "The file is not a Hexadraft export ({detail}).",
    importNewerFormat:
      "The file was written by a newer version of Hexadraft (format {found}; this version reads up to {supported}).",
    exportTooLarge:
      "The export would be too large to import again{has_size, select, yes { ({size, number} bytes; the limit is {limit, number})} other {}}.",
    database: "The database failed: {detail}.",
  },
  savedEdits: {
    unusable: "Your saved catalog edits no longer fit the shipped data pack and are not in use; they are kept as they are:",
    unreadable: "Your saved catalog edits could not be read: {error}",
  },
  words: {
    firstSeat: "the player in the first seat",
    secondSeat: "the player in the second seat",
    playerNumber: "number {number}",
    rule: "Rule: {clause}",
    withClause: "{text} ({clause})",
    action: {
      "choose-roles": "choosing Player A",
      ban: "a ban",
      pick: "a pick",
      "lock-swap": "locking a swap",
      "lock-deck": "locking a deck",
      "name-accesstel-target": "naming the Accesstel target",
      undo: "an undo",
    },
    scoreField: {
      "victory-points": "Victory Points",
      frags: "Frags",
    },
  },
};
