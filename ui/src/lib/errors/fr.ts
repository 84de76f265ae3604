// French words for every refusal and failure, in ICU MessageFormat, with the terms of the
// French AGL rules (Composition de Départ, Sponsor, deck, Premier Sang...). The typographic
// apostrophe (’) is used throughout: in ICU a straight one before a brace would quote it.
import type { ErrorMessages } from "./types";

export const fr: ErrorMessages = {
  missing: {
    notAnAglEvent: "« {id} » est un événement Imperial Assault : ouvrez-le au bureau Imperial Assault.",
    notAnImperialAssaultEvent: "« {id} » n’est pas un événement Imperial Assault.",
    journal: "Il n’y a aucun draft ni événement « {id} ».",
    notADraft: "« {id} » n’est pas un draft.",
    notAnEvent: "« {id} » n’est pas un événement.",
    notALedger: "« {id} » n’est pas un registre de saison.",
    character: "Le catalogue n’a aucun personnage « {id} ».",
    backup: "Il n’y a aucune sauvegarde numéro {number}.",
    tableDraft: "La table {table} de la ronde {round} n’a pas de draft sur cet appareil.",
    file: "Il n’y a aucun fichier à {path}.",
    folder: "Il n’y a aucun dossier à {path}.",
  },
  input: {
    badId:
      "« {text} » n’est pas un identifiant valide : utilisez de 1 à 64 minuscules, chiffres et tirets isolés.",
    badJournalId: "« {text} » n’est pas un identifiant valide de draft ou d’événement.",
    badTitle: "Ce titre ne peut pas être utilisé : {detail}.",
    badTacticNumber: "{number} n’est pas un numéro de carte Tactique : ils vont de 1 à 999.",
    badTacticSlot: "{slot} n’est pas un emplacement de Tactique : un personnage a les emplacements 0 à 3.",
    statOutOfRange: "{stat} {value} est en dehors de 1 à 20.",
    characterNameMissing: "Donnez un nom au personnage.",
    characterBoxMissing: "Choisissez la boîte du personnage, ou nommez-en une nouvelle.",
    noFileChosen: "Choisissez un fichier dans la liste ou saisissez son chemin complet.",
    folderNotAbsolute:
      "« {path} » n’est pas le chemin complet d’un dossier : il doit partir de la racine du disque.",
    fileNotAbsolute: "« {path} » n’est pas le chemin complet d’un fichier : il doit partir de la racine du disque et finir par le nom du fichier.",
    notText: "{path} n’est pas un fichier texte (UTF-8).",
    fileTooLarge:
      "{path} est trop volumineux ({size, number} octets ; la limite est de {max, number}). Rien n’a été lu.",
    unreadableHeader: "La configuration enregistrée de « {id} » est illisible : un Hexadraft plus récent l’a écrite, ou elle a été modifiée à la main. Mettez Hexadraft à jour ou ouvrez la dernière sauvegarde. (détail technique, en anglais : {detail})",
    unusableAddress: "Les pages des téléphones ne peuvent pas être servies à {address} ({detail}). Choisissez une autre adresse ou un autre port.",
    badCode: "Un code compte de {min, number} à {max, number} caractères, sur une ligne.",
  },
  refusal: {
    iaCatalog: "Les cartes Imperial Assault refusent ceci :",
    iaEvent: "{refusal}",
    iaEventDefinition: "L’événement ne peut pas être créé :",
    draft: "Refusé : {refusal}",
    draftSetup: "Le draft ne peut pas encore commencer :",
    deck: "Le deck enfreint les règles de construction :",
    mods: "Ces Mods ne se jouent pas ensemble :",
    event: "{refusal}",
    eventDefinition: "L’événement ne peut pas être créé :",
    tableDraft: "{problem}",
    rating: "{problem}",
    ledger: "{problem}",
    catalog: "Le catalogue refuse ceci :",
    paper: "{problem}",
    teamsNotFixed: "Les équipes ne sont pas encore fixées : aucun deck ne peut être construit.",
    gameAlreadyRecorded:
      "Le résultat de la partie est déjà enregistré ; il se corrige sur l’écran de la table.",
    phoneReportsOff:
      "L’organisateur saisit le résultat de cette partie sur l’écran de la table, pas depuis les téléphones.",
    databaseWorks:
      "La base de données s’ouvre et fonctionne : on ne démarre une nouvelle base vide que si elle ne s’ouvre pas (une sauvegarde peut toujours être restaurée depuis la bibliothèque).",
    noCatalogEdits: "Il n’y a pas encore de modifications du catalogue à exporter.",
    catalogEditsTooLarge:
      "Les modifications du catalogue occuperaient {size, number} octets, plus que les {max, number} que garde l’application. Rien n’a été changé.",
    savedEditsUnreadable:
      "Les modifications enregistrées du catalogue sont illisibles ; annulez toutes les modifications pour repartir de zéro :",
    tooManyFiles: "Le dossier contient déjà trop de fichiers nommés {name}.",
    seatCodeWrong: "Ce n’est pas le code de {seat}. Rien de cette place n’a été montré ni modifié.",
    seatOnPhone:
      "{seat} joue ce draft sur son téléphone : cet écran n’ouvre pas sa place, ne montre pas ses choix et n’agit pas pour lui. {seat} continue sur son téléphone ; s’il ne peut plus s’en servir, le code de l’organisateur rend la place à cet écran.",
    seatCodeAlreadySet: "{seat} a déjà choisi un code ; il ne peut pas être choisi à nouveau.",
    organizerCodeWrong: "Ce n’est pas le code de l’organisateur. Rien n’a été montré.",
    organizerCodeNotSet: "Choisissez d’abord le code de l’organisateur (le bureau d’un événement le demande à « Afficher les decks ») : les decks en cours, et les places jouées sur téléphone, ne s’ouvrent que derrière lui.",
    codeTriesPaused: "Trop de codes erronés : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}. Rien n’a été montré.",
    iaRosterNotRead: "Le fichier d’inscriptions a {problems, plural, one {# problème} other {# problèmes}} : personne n’a été inscrit. Relisez le fichier et corrigez les lignes indiquées.",
    draftNotFinished: "Ce draft n’est pas terminé : il en est à « {step} ». Un draft ne se rejoue qu’une fois fini : rien d’une partie en cours n’est montré.",
  },
  draft: {
    wrongStep: "Le draft en est à « {step} » : {action} n’est pas possible maintenant.",
    notYourTurn: "Ce n’est pas le tour de {seat} à l’étape « {step} ».",
    notTheRoleChooser:
      "Seul le détenteur de Compass Transportation choisit qui est le Joueur A, et {seat} ne l’a pas.",
    characterUnavailable: "{character} ne peut pas être choisi : {reason}",
    swapInUnavailable: "{character} ne peut pas entrer par l’échange : {reason}",
    swapOutNotOnTeam: "{character} n’est pas dans l’équipe de {team_of} : il ne peut pas sortir par l’échange.",
    alreadyLocked: "{seat} a déjà verrouillé ce choix (« {step} »).",
    badSalt: "Le verrou secret est inutilisable : {problem}",
    deckRefused: "Le deck enfreint les règles de construction :",
    noAccesstel:
      "{nullified, select, yes {{seat} détient Accesstel, mais le Vissiorama adverse l’annule.} other {{seat} n’a aucun effet Accesstel à utiliser.}}",
    accesstelAlreadyNamed: "{seat} a déjà désigné la cible d’Accesstel.",
    notAnEnemyCharacter: "{character} n’est pas dans l’équipe ennemie.",
    saltReused:
      "Le sel de ce verrou secret a déjà servi à {seat} pour {earlier}{revealed, select, yes {, et a déjà été montré à l’adversaire} other {}} : chaque verrou demande un sel aléatoire neuf.",
    tooManyActions: "Ce draft compte déjà {max, number} actions, le maximum qu’il peut contenir.",
    nothingToUndo:
      "{seat} n’a rien à annuler : seuls la dernière interdiction ou le dernier choix avant le suivant, la décision de Compass avant la première interdiction ou le premier choix, ou son propre secret verrouillé avant la révélation peuvent être annulés.",
  },
  unavailable: {
    notInLineup: "il n’est pas dans la Composition de Départ de {lineup_of}.",
    banned: "il est interdit dans la Composition de Départ de {lineup_of} pour cette ronde.",
    alreadyOnTeam: "il est déjà dans l’équipe de {team_of}.",
    heldByRival: "il est dans l’équipe de {holder} : avec Zlavin, il est fermé à l’adversaire.",
    wouldLeaveTeamsIncomplete:
      "le choisir laisserait trop peu de personnages pour compléter deux équipes de {team_size}.",
  },
  salt: {
    wrongLength: "un sel a besoin de {min} à {max} chiffres hexadécimaux, celui-ci en a {found}.",
    notHex: "un sel est un nombre pair de chiffres hexadécimaux en minuscules (0–9, a–f).",
  },
  deck: {
    teamWrongSize: "L’équipe a {found, plural, one {# personnage} other {# personnages}} ; il en faut {expected}.",
    teamRepeatsCharacter: "{character} est deux fois dans l’équipe.",
    unknownCharacter: "Le catalogue n’a aucun personnage « {character} ».",
    tooManyEntries: "Le choix compte plus de {max} Tactiques, plus qu’aucun deck n’en contient.",
    notOnTeam: "{character} n’est pas dans l’équipe : aucune de ses Tactiques ne peut être choisie.",
    repeatedTactic: "La Tactique {tactic} de {character} est choisie deux fois.",
    wrongCountForCharacter: "Choisissez exactement {required} Tactiques de {character}, pas {found}.",
    tooManyFromCharacter: "Au plus {max} Tactiques de {character} peuvent être choisies, pas {found}.",
    wrongTotal:
      "Choisissez {expected} Tactiques de personnage (18 cartes avec les 10 Tactiques Générales), pas {found}.",
    generalTacticMissing: "Il manque la Tactique Générale {number} : tout deck contient les 10 Tactiques Générales.",
    generalTacticRepeated: "La Tactique Générale {number} est écrite deux fois : un deck contient chacune une seule fois.",
    unknownCard: "La carte {number} n’est ni une Tactique Générale ni une Tactique d’un personnage connu du catalogue.",
  },
  setup: {
    mods: "{problem}",
    player: "{seat} : {problem}",
    stadiumMissing: "Le Mod Circuit AGL a besoin du stade de l’événement.",
    stadiumWithoutCircuit: "{stadium} est un stade du Mod Circuit AGL, qui n’est pas choisi.",
    unknownStadium: "Le catalogue n’a aucun stade « {stadium} ».",
    unknownScenario: "Le catalogue n’a aucun scénario « {scenario} ».",
    lineupsTooAlikeForZlavin:
      "Avec le Mod Zlavin, ces Compositions de Départ partagent trop de personnages ({shared}) pour deux équipes de {team_size} sans personnage commun.",
  },
  mods: {
    notInVersion: "{mod} n’est pas un Mod de la version {version}.",
    repeated: "{mod} est choisi deux fois.",
    caranoNotAlone: "Le Mod Carano ne se combine avec aucun autre Mod.",
    tooMany: "{found, number} Mods sont listés ; il n’en existe que {max}.",
  },
  player: {
    nameMissing: "Le joueur n’a pas de nom.",
    nameTooLong: "Le nom du joueur dépasse {max} caractères.",
    lineup: "{problem}",
    unknownSponsor: "Le catalogue n’a aucun Sponsor « {sponsor} ».",
    sponsorNotUnlocked: "{sponsor} est un Sponsor Spécial que ce joueur n’a pas débloqué.",
    tooManyUnlockedSponsors: "{found, number} Sponsors débloqués sont listés ; il ne peut y en avoir que {max}.",
  },
  lineup: {
    wrongSize:
      "La Composition de Départ a {found, plural, one {# personnage} other {# personnages}} ; il en faut {expected}.",
    duplicate: "{character} est deux fois dans la Composition de Départ.",
    unknownCharacter: "Le catalogue n’a aucun personnage « {character} ».",
  },
  event: {
    unknownPlayer: "Il n’y a aucun joueur {player} dans cet événement.",
    alreadyDropped: "{player} a déjà abandonné après la ronde {after_round}.",
    notDropped: "{player} n’a pas abandonné : il n’y a pas d’abandon à annuler.",
    withdrawAfterStart: "{player} ne peut plus être retiré une fois la ronde 1 appariée : déclarez plutôt son abandon, qui garde ses résultats.",
    notTheLatestRound: "{latest, plural, =0 {Aucune ronde n’est encore appariée.} other {Seule la dernière ronde appariée (la ronde {latest}) peut être appariée à nouveau, pas la ronde {round}.}}",
    roundHasResults: "La ronde {round} a déjà {tables_count, plural, one {un résultat à la table {tables}} other {des résultats aux tables {tables}}} : une ronde avec des résultats reste appariée (corrigez plutôt un résultat).",
    registrationClosed:
      "{paired, plural, one {La ronde 1 est déjà appariée} other {# rondes sont déjà appariées}} : les inscriptions sont closes, inscrivez le joueur comme retardataire.",
    notLate:
      "La ronde 1 n’est pas encore appariée : un nouveau joueur s’inscrit normalement, pas comme retardataire.",
    tooManyPlayers: "L’événement a déjà le maximum de joueurs que l’application accepte ({max}).",
    badPlayerName: "Un joueur a besoin d’un nom de 1 à {max} caractères.",
    badPin: "Un PIN Corvus compte de 1 à {max} lettres, chiffres ou tirets.",
    duplicatePin: "Le PIN Corvus {pin} est déjà inscrit au nom de {player}.",
    sponsorRequired: "Chaque joueur choisit un Sponsor avant l’événement.",
    unknownSponsor: "Le catalogue n’a aucun Sponsor « {sponsor} ».",
    specialSponsorLocked:
      "{sponsor} est un Sponsor Spécial : un joueur ne peut le choisir qu’après l’avoir débloqué sur son profil AGL, et cette inscription ne l’indique pas.",
    lineupRequired: "Chaque joueur compose une Composition de Départ de {size} personnages avant l’événement.",
    lineup: "La Composition de Départ n’est pas valide :",
    rounds: "{problem}",
    fewerRoundsThanPaired:
      "{paired, plural, one {# ronde est déjà appariée} other {# rondes sont déjà appariées}} : l’événement ne peut pas n’en avoir que {rounds}.",
    roundOutOfRange: "Il n’y a pas de ronde {round} : les rondes vont de 1 à {max}.",
    roundAlreadyPaired: "La ronde {round} est déjà appariée et publiée ; son scénario ne peut plus changer.",
    scenario: "Ronde {round} : {problem}",
    notTheNextRound: "La prochaine ronde à apparier est la ronde {next}, pas la ronde {given}.",
    allRoundsPaired:
      "{rounds, plural, one {La seule ronde de l’événement est appariée} other {Les # rondes de l’événement sont appariées}} ; ajoutez d’abord une ronde pour en apparier une autre.",
    resultsMissing:
      "Il manque encore à la ronde {round} {tables_count, plural, one {le résultat de la table {tables}} other {les résultats des tables {tables}}} : la ronde suivante s’apparie sur les résultats de tous.",
    tooFewPlayers:
      "{active, plural, one {Seul # joueur est actif} other {Seuls # joueurs sont actifs}} ; une ronde en demande au moins {minimum}.",
    noScenario: "La ronde {round} n’a pas encore de scénario : choisissez-le d’abord.",
    noPlayerCanTakeTheBye:
      "Le nombre de joueurs est impair et tous ont déjà eu un bye. Personne n’a de second bye : retirez un joueur ou inscrivez d’abord un retardataire.",
    unknownRound:
      "Il n’y a pas de ronde {round} : {paired, plural, =0 {aucune ronde n’a été appariée} one {# ronde a été appariée} other {# rondes ont été appariées}}.",
    unknownTable: "La ronde {round} n’a pas de table {table} : ses tables vont de 1 à {tables}.",
    notTheirTable:
      "La table {table} de la ronde {round} accueille {seated_first} et {seated_second}, pas {given_first} et {given_second}.",
    resultAlreadyRecorded: "La table {table} de la ronde {round} a déjà un résultat : corrigez-le plutôt.",
    noResultToCorrect: "La table {table} de la ronde {round} n’a pas de résultat à corriger : saisissez-le plutôt.",
    negativeScore: "{seat} a {value} {field} : un score ne peut pas être négatif.",
    scoreTooHigh: "{seat} a {value, number} {field} : l’application accepte au plus {max} en une partie.",
    draftNotComplete: "Le résultat de la partie s’enregistre une fois le draft de la table terminé.",
    twoFirstBloods: "Un seul joueur peut marquer le Premier Sang.",
    noFirstBloodInRuleset: "Les règles de cet événement n’ont pas de Premier Sang : c’est une règle de la Saison 2.",
    swapOutsideCurrentRound:
      "Seule la ronde en cours ({current}) peut changer par un échange, pas la ronde {round}.",
    swapWithSelf: "Un échange demande deux joueurs différents ; {player} est choisi deux fois.",
    notInRound: "{player} ne joue pas la ronde {round}.",
    swapAtSameTable: "Les deux joueurs sont déjà à la table {table} : les échanger ne change rien.",
    swapAfterResult: "La table {table} a déjà un résultat : corrigez le résultat au lieu d’échanger les joueurs.",
    sponsorFixed: "{player} ne peut plus changer de Sponsor une fois la ronde 1 appariée.",
    lineupFixed: "{player} ne peut plus changer sa Composition de Départ une fois la ronde 1 appariée.",
    badTeamName: "Un nom d’équipe compte au plus {max} caractères, sans retour à la ligne.",
    scenariosNotAnnounced:
      "La ronde 1 ne peut pas encore être appariée : les scénarios sont annoncés avec le tournoi, et {missing_count, plural, one {la ronde {missing} n’en a pas} other {les rondes {missing} n’en ont pas}}.",
    scenarioAnnounced:
      "Le scénario de la ronde {round} a été annoncé avec le tournoi, et les joueurs ont construit leur Composition de Départ pour lui : changez-le par une dérogation explicite de l’organisateur.",
    badNote: "Une note compte au plus {max} caractères, sans retour à la ligne.",
    roundOneSeedMissing: "La ronde 1 est tirée au sort à partir d’une graine tirée au moment de l’appariement, et cet appariement n’en porte aucune.",
    seedFixedInDefinition: "La définition de ce tournoi fixe déjà la graine de la ronde 1 : un appariement ne peut pas en apporter une autre.",
    seedOnlyForRoundOne: "La ronde {round} est appariée d’après le classement, pas au hasard : seule la ronde 1 prend une graine.",
    roundNotPublished: "La ronde {round} n’est pas encore publiée : c’est la proposition de l’organisation, visible seulement au bureau, et elle n’accepte aucun résultat avant d’être publiée.",
    roundAlreadyPublished: "La ronde {round} est déjà publiée.",
  },
  definition: {
    badName: "L’événement a besoin d’un nom de 1 à {max} caractères.",
    mods: "{problem}",
    eventTypeMismatch: "Un {format} ne peut pas être classé comme événement {found}.",
    stadiumRequired: "Le Mod Circuit AGL a besoin du stade où se tient l’événement.",
    stadiumWithoutCircuit: "On ne choisit un stade qu’avec le Mod Circuit AGL.",
    unknownStadium: "Le catalogue n’a aucun stade « {stadium} ».",
    roundsOutOfRange:
      "{rounds, plural, one {# ronde n’est pas permise} other {# rondes ne sont pas permises}} : ce format en demande au moins {minimum}, et l’application en accepte au plus {maximum}.",
    tooManyScenarios: "{count} scénarios sont listés, mais un événement a au plus {maximum} rondes.",
    scenario: "Ronde {round} : {problem}",
    badSeed: "Le texte de la graine demande de 1 à {max} caractères.",
    lineupSizeNotOpen: "Seul un format Open laisse l’organisateur choisir la taille des Compositions de Départ ; un {format} suit ses Mods.",
    lineupSizeSetByMods: "Un Mod choisi fixe la Composition de Départ à {size} personnages : elle ne peut pas en avoir {asked}.",
    lineupSizeOutOfRange:
      "Une Composition de Départ de {asked} personnages n’est pas permise : une équipe en demande {minimum}, et l’application en accepte au plus {maximum}.",
  },
  scenario: {
    unknown: "Le catalogue n’a aucun scénario « {scenario} ».",
    homemadeNotAllowed: "Un format Standard ne joue que des scénarios officiels AGL, pas des scénarios maison.",
    badName: "Un scénario maison a besoin d’un nom de 1 à {max} caractères.",
    repeated: "{scenario} est déjà le scénario de la ronde {other_round}, et aucun scénario ne se joue deux fois.",
  },
  tableDraft: {
    unknownRound:
      "La ronde {round} n’est pas encore appariée ({paired, plural, =0 {aucune ronde appariée} one {# ronde appariée} other {# rondes appariées}}).",
    unknownTable: "La ronde {round} n’a pas de table {table}.",
    noSponsor:
      "{name} s’est inscrit sans Sponsor, et le draft de la table en a besoin : modifiez d’abord le joueur.",
    noLineup:
      "{name} s’est inscrit sans Composition de Départ, et le draft de la table y choisit ses personnages : modifiez d’abord le joueur.",
    ownTeamFormat:
      "Les Compositions de Départ de ce tournoi ont {lineup_size} personnages (le format d’équipe propre à l’organisateur), et le draft de l’application forme les équipes à partir de compositions de {draft_size} : formez les équipes à la table.",
  },
  ledger: {
    badName: "Le nom d’une saison ou d’un événement a de 1 à {max} caractères.",
    eventNotFinished:
      "{name} n’est pas encore terminé : ses classements sont provisoires, et un événement ne change les classements de la saison qu’une fois, à la fin.",
    alreadyInLedger: "{name} est déjà dans ce registre : un événement ne change les classements de la saison qu’une fois.",
    unreadable: "Le fichier ne peut pas être lu ({message}).",
    unknownFormat:
      "Ce n’est pas un fichier {expected} que cette version de Hexadraft lit (il indique « {format} », version {version}).",
    kFactorMismatch: "Le rapport classe un événement {event_type} avec K {k_factor}, mais un événement {event_type} a K {expected}.",
    badPin: "« {corvus_pin} » n’est pas un PIN Corvus (de 1 à {max} lettres, chiffres ou tirets).",
    duplicatePin: "{corvus_pin} figure deux fois (les PIN se comparent sans tenir compte de la casse).",
    unknownPlayer: "Une partie nomme {corvus_pin}, qui ne figure pas parmi les joueurs du rapport.",
    badOutcomes: "Une partie de la ronde {round} a les issues {first} et {second}, qu’aucun résultat ne donne.",
    badRating: "Le classement de {corvus_pin} doit être un nombre de 0 à 5000.",
    tooMany: "Un registre contient au plus {max, number} {what}.",
  },
  rating: {
    outOfRange: "Le classement saisi pour le PIN Corvus {corvus_pin} n’est pas une valeur que l’application accepte (de 0 à 5000).",
    samePinTwice:
      "{corvus_pin} et {other} sont le même PIN Corvus (les PIN se comparent sans tenir compte de la casse) : donnez-lui un seul classement.",
  },
  paper: {
    noCut: "La phase éliminatoire n’a pas encore commencé : il n’y a pas de tableau à imprimer.",
    roundNotPaired: "La ronde {round} n’est pas encore appariée : elle n’a pas de tables à imprimer.",
    unknownPlayer: "Il n’y a aucun joueur {player} dans cet événement.",
  },
  pack: {
    unknownFormat: "Le fichier n’est pas un paquet de données Hexadraft d’un format connu (il indique « {found} »).",
    badVersion:
      "À {path} : la version « {found} » doit compter de 1 à 128 lettres, chiffres, points, signes plus, tirets ou tirets bas.",
    tooMany: "{path} compte {count, number} éléments ; l’application en accepte au plus {max, number}.",
    duplicateId: "L’identifiant « {id} » apparaît deux fois dans {list} (à {path}).",
    emptyText: "À {path} : le texte est vide.",
    textTooLong:
      "À {path} : le texte compte {chars, number} caractères ; l’application en accepte au plus {max, number}.",
    controlCharacter: "À {path} : le texte contient un caractère de contrôle (un saut de ligne, une tabulation…).",
    outOfRange: "À {path} : {value} est en dehors de {min} à {max}.",
    duplicateCardNumber: "Le numéro de carte {number} est utilisé deux fois : à {path}, et d’abord à {first}.",
    generalTactics: "Les Tactiques Générales doivent être 009 à 018 dans l’ordre ; le fichier liste {found}.",
    unknownProduct:
      "Le personnage « {character} » indique une boîte que le paquet ne liste pas (« {product} », à {path}).",
    basicSponsors: "Le paquet doit lister exactement deux Sponsors de base ; il en liste {found}.",
    duplicateSponsorRule: "Deux Sponsors portent la même règle appliquée par l’application (à {path}).",
    unnamedScenario: "À {path} : le scénario n’a de nom dans aucune langue.",
    unknownOverlayFormat:
      "Le fichier n’est pas un fichier de modifications du catalogue d’un format connu (il indique « {found} »).",
    overlayForOtherPack: "Ces modifications concernent le paquet de données « {found} », pas « {expected} ».",
    editOfUnknownCharacter:
      "À {path} : les modifications portent sur le personnage « {character} », que le catalogue ne liste pas.",
    alreadyInPack: "À {path} : {list} contient déjà « {id} ».",
    duplicateSlot: "À {path} : la Tactique {tactic} est modifiée deux fois.",
    notAGeneralTactic: "À {path} : {number} n’est pas une Tactique Générale (009 à 018).",
  },
  conflict: {
    stale:
      "Cela a changé depuis l’affichage de cet écran (une autre fenêtre, un autre appareil ?). Regardez à nouveau et refaites votre choix.",
    readOnly: "Consultation seule. {reason}",
  },
  readOnly: {
    entryNotApplied:
      "{cause, select, withheld {L’entrée {at_seq} a été retirée de cette copie pour les joueurs.} unreadable {Cette version de l’application ne peut pas lire l’entrée {at_seq}.} other {L’entrée {at_seq} est refusée : {refusal}}} Il est affiché tel qu’il était avant cette entrée.",
    setupNoLongerChecks: "Sa configuration enregistrée n’est plus valide avec le catalogue utilisé. {refusal}",
    headerUnreadable: "Sa configuration enregistrée est illisible : un Hexadraft plus récent l’a écrite, ou elle a été modifiée à la main ; mettez Hexadraft à jour ou ouvrez la dernière sauvegarde. (détail technique, en anglais : {detail})",
    playerSafeCopy:
      "C’est une copie pour les joueurs, avec des entrées retirées : elle se consulte mais ne se poursuit pas.",
    archived: "Il est archivé : désarchivez-le pour continuer.",
  },
  damage: {
    header: "sa configuration ne correspond plus à ce qui a été enregistré : rien n’en est fiable.",
    entry: "l’entrée {seq} ne correspond plus à ce qui a été enregistré ; les précédentes sont fiables.",
    missing: "seules {intact} de ses {recorded} entrées sont là ; celles-ci sont fiables.",
    record: "son titre ou ses détails de liste ne correspondent plus à ce qui a été enregistré ; sa configuration et ses entrées sont fiables.",
  },
  storage: {
    io: "Un fichier à {path} n’a pas pu être lu ou écrit : {detail}",
    corrupt:
      "{path} est endommagé ({detail}). Le fichier a été laissé tel quel.{has_last_backup, select, yes { La sauvegarde la plus récente est {last_backup}.} other {}}",
    entriesLost:
      "{path} contient moins d’entrées que celles qui ont été confirmées : {journals}. Son journal des modifications en attente a été coupé, ou le fichier est une copie plus ancienne. Rien n’a été changé.{has_last_backup, select, yes { La sauvegarde la plus récente est {last_backup}.} other {}}",
    walDamaged:
      "Le journal des modifications en attente à côté de {path} est endommagé : ouvrir la base maintenant ferait perdre {lost_commits, plural, one {# modification confirmée} other {# modifications confirmées}}. Rien n’a été changé ; des copies du journal ont été gardées : {kept}.",
    journalDamaged: "« {id} » est endommagé : {damage}",
    settingDamaged: "Le réglage « {key} » est endommagé (il ne correspond plus à ce qui a été enregistré) et n’a pas été utilisé.",
    foreignDatabase: "{path} n’est pas une base de données Hexadraft ; il n’a pas été touché.",
    newerSchema:
      "{path} a été écrit par une version plus récente de Hexadraft (schéma {found} ; cette version connaît jusqu’au {supported}). Mettez Hexadraft à jour pour l’ouvrir ; le fichier n’a pas été touché.",
    migrationFailed:
      "La mise à niveau de la base de données vers le schéma {version} a échoué ({detail}). Elle a été annulée ; une copie faite avant se trouve à {backup}.",
    backupFailed: "Aucune sauvegarde n’a pu être faite à {path} ({detail}) ; rien n’a été changé.",
    journalNotFound: "Il n’y a aucun draft ni événement « {id} » dans cette base de données.",
    journalExists: "Un draft ou un événement « {id} » existe déjà.",
    sequenceConflict:
      "« {id} » a changé entre-temps (cette action devait être l’entrée {expected} ; la suivante est la {next}). Regardez à nouveau et refaites votre choix.",
    journalArchived: "« {id} » est archivé : désarchivez-le pour continuer.",
    journalReadOnly:
      "« {id} » est une copie pour les joueurs, avec des entrées retirées : elle se consulte mais ne se poursuit pas.",
    journalFull: "« {id} » ne peut plus recevoir d’entrées.",
    invalidInput: "Une valeur n’est pas valide ({what} : {detail}).",
    invalidJson: "Le texte n’est pas du JSON valide ({detail}).",
    payloadEncode: "L’action n’a pas pu être écrite ({detail}).",
    payloadDecode: "L’entrée {seq} de « {id} » est illisible ({detail}).",
    importTooLarge:
      "Le fichier est trop volumineux pour être importé{has_size, select, yes { ({size, number} octets ; la limite est de {limit, number})} other {}}.",
    importInvalid:
      "Le fichier d’export n’est pas cohérent : il a été modifié après son écriture, et rien n’a été importé. Utilisez une copie intacte, ou exportez-le à nouveau sur l’ordinateur d’origine. (détail technique, en anglais : {detail})",
    importNotAnExport: "Le fichier n’est pas un export Hexadraft. Choisissez le fichier .json écrit par Hexadraft lors de l’export des événements.",
    importCutShort:
      "Le fichier d’export est tronqué : il s’arrête à la ligne {line} avant sa fin ; rien n’a été importé. Copiez à nouveau le fichier depuis l’endroit où il a été enregistré, ou exportez-le à nouveau sur l’ordinateur d’origine.",
    importDamaged:
      "Le fichier d’export est endommagé à la ligne {line}, colonne {column} (il a été modifié ou mélangé à un autre texte) ; rien n’a été importé. Utilisez une copie intacte, ou exportez-le à nouveau sur l’ordinateur d’origine.",
    importNewerFormat:
      "Le fichier a été écrit par une version plus récente de Hexadraft (format {found} ; cette version lit jusqu’au {supported}).",
    exportTooLarge:
      "L’export serait trop volumineux pour être réimporté{has_size, select, yes { ({size, number} octets ; la limite est de {limit, number})} other {}}.",
    database: "La base de données a échoué : {detail}.",
    importAltered:
      "Le fichier d’export a été modifié après sa signature{part, select, entry { (l’entrée {entry} de « {journal} »)} entries { (des entrées de « {journal} » ont été ajoutées ou retirées, à partir de la {entry})} header { (l’en-tête de « {journal} » : son titre, ses dates ou sa configuration)} journals { (sa liste de journaux, à « {journal} »)} other { (sa signature)}} : rien n’a été importé et le fichier est resté tel quel. Demandez à qui vous l’a envoyé une copie intacte.",
  },
  savedEdits: {
    unusable:
      "Vos modifications enregistrées du catalogue ne correspondent plus au paquet de données fourni et ne sont pas utilisées ; elles sont conservées telles quelles :",
    unreadable: "Vos modifications enregistrées du catalogue n’ont pas pu être lues : {error}",
  },
  iaEvent: {
    negativeScore: "{seat} ne peut pas avoir de Points de Victoire négatifs.",
    scoreTooHigh: "{seat} a {value, number} Points de Victoire : l’application accepte au plus {max} en une partie.",
    figurePointsAboveTotal: "{seat} ne peut pas avoir plus de Points de Victoire des figurines vaincues ({figures}) qu’au total ({total}).",
    fortyNotReached: "Une partie s’arrête à 40 Points de Victoire seulement quand un joueur atteint 40 ; le meilleur score est {best}.",
    fortyReachedBeforeTime: "Un joueur à 40 Points de Victoire a terminé la partie à cet instant, pas au temps.",
    figurePointsNeeded: "Les Points de Victoire sont égaux : donnez les Points de Victoire de chaque joueur pour les figurines ennemies vaincues, qui départagent.",
    wrongRound: "La ronde {round} ne peut pas être appariée maintenant : la suivante est la {expected}.",
    notEnoughPlayers: "Une ronde demande au moins deux joueurs ; il y en a {active}.",
    tooManyPlayers: "{count, number} joueurs, c’est plus que les {max, number} qu’un événement accepte.",
    unknownPlayer: "{player} n’est pas au classement.",
    repeatedPlayer: "{player} figure deux fois.",
    recordedPairingNotValid: "L’appariement enregistré pour la ronde {round} n’assoit pas une seule fois chaque joueur présent avec le bye que donnent les règles : le fichier a été modifié à la main. Ouvrez la dernière sauvegarde ou demandez son fichier à l’organisateur.",
    missionsExhausted: "Les {pool} missions valides ont toutes été jouées pendant les rondes suisses ; une mission ne se répète pas avant la phase éliminatoire.",
    badMissionPool: "Les missions valides sont de 1 à {max} noms différents d’au plus {max_chars} caractères chacun.",
    cutTooLarge: "Un top {size} demande {size} joueurs qui n’ont pas abandonné ; il y en a {eligible}.",
    noSuchCutGame: "La ronde {round} de la phase éliminatoire n’a pas de partie {game} en attente de résultat.",
    wrongPlayers: "Le résultat nomme d’autres joueurs que ceux de cette partie.",
    registrationClosed: "Les inscriptions, les listes d’armée et les demandes de la ronde 1 ont fermé quand la ronde 1 a été appariée.",
    badPlayerName: "Un joueur a besoin d’un nom de 1 à {max} caractères sur une ligne.",
    noSuchPlayer: "{player} n’est pas inscrit à cet événement.",
    armyNotLegal: "La liste d’armée enfreint les règles de construction d’armée :",
    armyListsMissing: "Chaque joueur remet sa liste d’armée avant la ronde 1 ; il manque encore : {players}.",
    keepApartNotInformal: "Seul un événement informel sépare des joueurs à la ronde 1 sur demande.",
    keepApartSelf: "{player} ne peut pas être séparé de lui-même.",
    structureNeeded: "Un événement informel choisit son nombre de rondes suisses (et sa phase éliminatoire) avant d’apparier la ronde 1.",
    structureNotValid: "Ces rondes ne peuvent pas être jouées :",
    swissRoundsComplete: "Les {rounds} rondes suisses sont toutes appariées.",
    resultsMissing: "La ronde {round} a encore {missing, plural, one {# partie} other {# parties}} sans résultat.",
    seedMissing: "La ronde 1 a besoin de la graine tirée pour les tirages de l’événement.",
    seedNotExpected: "La graine de l’événement est déjà fixée ; la ronde {round} n’en tire pas d’autre.",
    noSuchTable: "La ronde {round} n’a pas de table {table}.",
    resultAlreadyRecorded: "La table {table} de la ronde {round} a déjà un résultat ; corrigez-le plutôt.",
    noResultToCorrect: "La table {table} de la ronde {round} n’a pas de résultat à corriger.",
    swissRoundsClosed: "La phase éliminatoire a commencé : les rondes suisses, leurs résultats et leurs joueurs ne peuvent plus changer (annulez-la d’abord, tant qu’aucune de ses parties n’a de résultat). Un joueur qui part maintenant concède sa partie.",
    noCut: "Cet événement n’a pas de phase éliminatoire.",
    cutNotReady: "La phase éliminatoire suit la dernière ronde suisse : {rounds_left, plural, one {il reste # ronde ou résultat} other {il reste # rondes ou résultats}}.",
    cutAlreadyMade: "La phase éliminatoire a déjà commencé.",
    alreadyDropped: "{player} a déjà abandonné.",
    notDropped: "{player} n’a pas abandonné.",
    notTheLatestRound: "Seule la dernière ronde, la {latest}, peut être annulée, pas la ronde {round}.",
    roundHasResults: "La ronde {round} a des résultats : elle ne peut pas être annulée.",
    noCutToUndo: "La phase éliminatoire n’a pas commencé : il n’y a rien à annuler.",
    cutHasResults: "Une partie de la phase éliminatoire a un résultat : elle se joue et ne peut plus être annulée.",
    swapNotLatestRound: "{latest, plural, =0 {Aucune ronde n’est encore appariée.} other {Seuls les joueurs de la dernière ronde, la {latest}, peuvent être échangés, pas ceux de la ronde {round}.}}",
    swapNotInRound: "{player} n’est pas dans la ronde {round} : il s’est retiré avant l’appariement.",
    swapOpponents: "Ils jouent déjà l’un contre l’autre à la table {table} : les échanger ne change rien.",
    swapAfterResult: "La table {table} de la ronde {round} a son résultat : ses joueurs restent où ils ont joué (corrigez le résultat s’il est faux).",
    notAtThisGame: "{player} ne joue pas cette partie : chaque joueur ne déclare que la sienne.",
    gameHasResult: "Le résultat de cette partie est déjà enregistré : seule l’organisation le corrige.",
    roundNotPublished: "La ronde {round} n’est pas encore publiée : c’est la proposition de l’organisation, visible seulement au bureau, et elle n’accepte aucun résultat avant d’être publiée.",
    roundAlreadyPublished: "La ronde {round} est déjà publiée.",
  },
  iaDefinition: {
    badName: "L’événement a besoin d’un nom de 1 à {max} caractères.",
    structure: "{problem}",
    staff: "{problem}",
  },
  iaStructure: {
    swissRounds: "Un événement a de 1 à {max} rondes suisses, pas {rounds}.",
    notTheTable: "Un événement premier de {players} joueurs joue {required_rounds} rondes suisses {has_required_cut, select, yes {et un top {required_cut}} other {sans phase éliminatoire}}, comme le dit le tableau.",
    tooFewMissions: "{rounds} rondes suisses demandent au moins {rounds} missions valides ; il y en a {missions}.",
    cutLargerThanField: "Un top {cut} demande au moins {needed} joueurs ; il y en a {players}.",
  },
  iaStaff: {
    morePlayingThanJudges: "{playing} arbitres ne peuvent pas jouer quand {judges} sont annoncés.",
    judgeWithoutSecond: "Un arbitre ne peut jouer que si un second arbitre est présent et annoncé au début.",
    staffPlaysPremier: "Ni arbitres ni organisateurs ne jouent à un événement premier.",
  },
  army: {
    unknownCard: "Le catalogue n’a aucune carte « {card} ».",
    badCount: "« {card} » figure {count} fois ; une entrée compte de 1 à {max} exemplaires.",
    tooManyEntries: "La liste a {entries} entrées, plus que les {max} acceptées.",
    armyOverBudget: "Les cartes Déploiement et Amélioration d’escarmouche coûtent {points} points, plus de {max}.",
    commandDeckSize: "Le paquet Commandement compte {cards} cartes ; il doit en compter exactement {required}.",
    commandDeckOverBudget: "Les cartes Commandement coûtent {points} points, plus de {max}.",
    notSkirmish: "{name} est une carte de campagne, pas d’escarmouche.",
    mixedAffiliations: "Une armée a une seule affiliation ; celle-ci mélange {affiliations}.",
    uniqueRepeated: "{name} est unique et figure {copies} fois.",
    commandOverLimit: "{name} peut figurer {limit} fois dans un paquet Commandement, pas {copies}.",
  },
  iaPack: {
    unknownProduct: "À {path} : le paquet ne liste aucun produit « {product} ».",
    badModes: "À {path} : une carte liste chacun de ses modes (campagne, escarmouche) une fois, et au moins un.",
    indistinctCard: "À {path} : la carte se lit exactement comme celle de {first} (même nom, sous-titre, marque d’élite, affiliation et modes).",
    editOfUnknownCard: "À {path} : il n’y a aucune carte {list} « {card} » à corriger.",
  },
  roster: {
    unclosedQuote: "La valeur entre guillemets qui commence à la colonne {column} n’est jamais fermée, donc la suite du fichier ne peut pas être lue : ajoutez le guillemet fermant.",
    empty: "Le fichier est vide : sa première ligne doit nommer les colonnes (nom, PIN Corvus, Sponsor, line-up).",
    missingColumn: "La première ligne n’a pas de colonne « {column} » : ajoutez-la.",
    noPlayers: "Le fichier nomme ses colonnes mais ne liste aucun joueur après la première ligne.",
    tooManyLines: "Une liste compte au plus {max} joueurs ; la suite n’est pas lue.",
    extraValues: "{values} valeurs pour {columns} colonnes : la {extra} n’a pas d’en-tête. Nommez-la sur la première ligne, ou retirez la valeur en trop.",
    unknownSponsor: "« {text} » dans la {column} n’est pas un Sponsor du catalogue : écrivez le nom d’un Sponsor tel qu’il est imprimé.",
    notYesOrNo: "« {text} » dans la {column} n’est ni oui ni non.",
    unknownCharacter: "« {text} » dans la {column} n’est pas un personnage du catalogue : écrivez le nom d’un personnage tel qu’il est imprimé.",
    noName: "Le joueur n’a pas de nom : la {column} est vide.",
    noPin: "Le joueur n’a pas de PIN Corvus : la {column} est vide.",
    refused: "{refusal}",
  },
  words: {
    // After "de" too ("l’équipe de la personne à la première place").
    firstSeat: "la personne à la première place",
    secondSeat: "la personne à la seconde place",
    playerNumber: "numéro {number}",
    rule: "Règle : {clause}",
    withClause: "{text} ({clause})",
    action: {
      "choose-roles": "le choix du Joueur A",
      ban: "une interdiction",
      pick: "un choix de personnage",
      "lock-swap": "le verrouillage d’un échange",
      "lock-deck": "le verrouillage d’un deck",
      "name-accesstel-target": "la désignation de la cible d’Accesstel",
      undo: "une annulation",
    },
    scoreField: {
      "victory-points": "Points de Victoire",
      frags: "Frags",
    },
    affiliation: {
      imperial: "Impérial",
      rebel: "Rebelle",
      mercenary: "Mercenaire",
      neutral: "Neutre",
    },
    lostEntries:
      "il manque à « {id} » {lost, plural, one {# entrée confirmée} other {# entrées confirmées}} (seules {found} sur {confirmed} sont là)",
    unreadableRequest:
      "Hexadraft n’a pas pu lire cette demande (une faute de l’application, pas de ce que vous avez saisi) ; rien n’a changé. Réessayez ; si cela se reproduit, signalez-le en disant ce que vous faisiez.",
    iaSection: {
      "Categorías de torneos": "Catégories de tournois",
      "Estructura de los torneos": "Structure des tournois",
      "Procedimiento de preparación de escaramuzas": "Procédure de mise en place des escarmouches",
      "Fin de la partida": "Fin de la partie",
      "Puntuaciones": "Décompte des points",
      "Desempates": "Départages",
      "Fuerza de enfrentamientos y software de torneos": "Force des adversaires et logiciels de tournoi",
      "Emparejamientos": "Appariements",
      "Byes": "Exemptions",
      "Estructura de rondas": "Structure des rondes",
      "Rondas eliminatorias": "Rondes éliminatoires",
      "Construcción de ejércitos": "Construction d’armée",
      "Participación de los jueces": "Participation des juges",
      "Mapas y misiones válidos": "Cartes et missions valides",
    },
    rosterLines:
      "{count, plural, one {Ligne {lines}} other {Lignes {lines}}}{has_players, select, yes { ({players})} other {}} : {problem}",
    rosterColumnNumber: "colonne {number}",
    rosterColumnHeading: "colonne {number} (« {heading} »)",
    rosterColumn: { name: "nom", corvusPin: "PIN Corvus" },
    rosterUnlockHint:
      "S’il est débloqué, écrivez oui dans une colonne « débloqué » ; sinon, choisissez un Sponsor de base.",
  },
};
