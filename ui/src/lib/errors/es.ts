// Spanish words for every refusal and failure, in ICU MessageFormat, with the terms of the
// Spanish AGL rules (Alineación Inicial, Patrocinador, Mazo, Primera Sangre...).
import type { ErrorMessages } from "./types";

export const es: ErrorMessages = {
  missing: {
    notAnAglEvent: "«{id}» es un evento de Imperial Assault: ábrelo en la mesa de Imperial Assault.",
    notAnImperialAssaultEvent: "«{id}» no es un evento de Imperial Assault.",
    journal: "No hay ninguna selección ni evento «{id}».",
    notADraft: "«{id}» no es una selección.",
    notAnEvent: "«{id}» no es un evento.",
    notALedger: "«{id}» no es un registro de temporada.",
    character: "El catálogo no tiene ningún personaje «{id}».",
    backup: "No hay ninguna copia de seguridad número {number}.",
    moment: "El evento «{id}» no tiene ningún momento tras la entrada {seq}: su diario tiene {entry_count} entradas.",
    tableDraft: "La mesa {table} de la ronda {round} no tiene selección en este dispositivo.",
    file: "No hay ningún archivo en {path}.",
    folder: "No hay ninguna carpeta en {path}.",
  },
  input: {
    badId: "«{text}» no es un identificador válido: usa de 1 a 64 minúsculas, cifras y guiones sueltos.",
    badJournalId: "«{text}» no es un identificador válido de selección o evento.",
    badTitle: "Este título no se puede usar: {detail}.",
    badTacticNumber: "{number} no es un número de carta de Táctica: van del 1 al 999.",
    badTacticSlot: "{slot} no es una posición de Táctica: las Tácticas de un personaje ocupan las posiciones 0 a 3.",
    statOutOfRange: "{stat} {value} está fuera del rango de 1 a 20.",
    characterNameMissing: "Ponle un nombre al personaje.",
    characterBoxMissing: "Elige la caja del personaje o da el nombre de una nueva.",
    noFileChosen: "Elige un archivo de la lista o escribe su ruta completa.",
    folderNotAbsolute: "«{path}» no es la ruta completa de una carpeta: debe empezar en la raíz del disco.",
    fileNotAbsolute: "«{path}» no es la ruta completa de un archivo: debe empezar en la raíz del disco y terminar con el nombre del archivo.",
    notText: "{path} no es un archivo de texto (UTF-8).",
    fileTooLarge:
      "{path} es demasiado grande ({size, number} bytes; el límite es {max, number}). No se ha leído nada.",
    unreadableHeader: "No se puede leer la configuración guardada de «{id}»: la escribió un Hexadraft más reciente o se editó a mano. Actualiza Hexadraft o abre la última copia de seguridad. (detalle técnico, en inglés: {detail})",
    unusableAddress: "No se pueden servir las páginas de los móviles en {address} ({detail}). Elige otra dirección o puerto.",
    badCode: "Un código tiene de {min, number} a {max, number} caracteres, en una línea.",
  },
  refusal: {
    iaCatalog: "Las cartas de Imperial Assault no lo aceptan:",
    iaEvent: "{refusal}",
    iaEventDefinition: "No se puede crear el evento:",
    draft: "No permitido: {refusal}",
    draftSetup: "La selección aún no puede empezar:",
    deck: "El Mazo incumple las reglas de formación de mazos:",
    mods: "Estos Mods no se pueden jugar juntos:",
    event: "{refusal}",
    eventDefinition: "No se puede crear el evento:",
    tableDraft: "{problem}",
    rating: "{problem}",
    ledger: "{problem}",
    catalog: "El catálogo no lo acepta:",
    paper: "{problem}",
    teamsNotFixed: "Los equipos aún no están cerrados, así que no se puede formar ningún Mazo.",
    gameAlreadyRecorded:
      "El resultado de la partida ya está registrado; se corrige en la pantalla de la mesa.",
    phoneReportsOff:
      "El organizador toma el resultado de esta partida en la pantalla de la mesa, no desde los móviles.",
    databaseWorks:
      "La base de datos se abre y funciona: solo se empieza una base nueva y vacía cuando no se puede abrir (una copia de seguridad se puede restaurar desde la biblioteca).",
    noCatalogEdits: "Aún no hay cambios del catálogo que exportar.",
    catalogEditsTooLarge:
      "Los cambios del catálogo ocuparían {size, number} bytes, más de los {max, number} que guarda la aplicación. No se ha cambiado nada.",
    savedEditsUnreadable:
      "No se pueden leer los cambios guardados del catálogo; deshaz todos los cambios para empezar de nuevo:",
    tooManyFiles: "La carpeta ya tiene demasiados archivos llamados {name}.",
    seatCodeWrong: "Ese no es el código de {seat}. No se ha mostrado ni cambiado nada de ese puesto.",
    seatOnPhone:
      "{seat} juega este draft en su móvil, así que esta pantalla no abre su puesto, no muestra sus elecciones ni actúa por su cuenta. {seat} sigue en el móvil; si no puede usarlo, el código del organizador devuelve el puesto a esta pantalla.",
    seatCodeAlreadySet: "{seat} ya eligió un código; no se puede elegir otra vez.",
    organizerCodeWrong: "Ese no es el código del organizador. No se ha mostrado nada.",
    organizerCodeNotSet: "Elige primero el código del organizador (la mesa de un evento lo pide en «Mostrar los mazos»): los mazos en curso, y los puestos que se juegan en el móvil, solo se abren tras él.",
    codeTriesPaused: "Demasiados códigos erróneos: vuelve a intentarlo dentro de {seconds, plural, one {# segundo} other {# segundos}}. No se ha mostrado nada.",
    iaRosterNotRead: "El archivo de inscripciones tiene {problems, plural, one {# problema} other {# problemas}}, así que no se ha inscrito a nadie. Vuelve a leer el archivo y corrige las líneas indicadas.",
    draftNotFinished: "Esta selección no ha terminado: está en «{step}». Una selección solo se repite cuando ha terminado, así que no se muestra nada de una partida en curso.",
  },
  draft: {
    wrongStep: "La selección está en «{step}»: ahora no se permite {action}.",
    notYourTurn: "No es el turno de {seat} en «{step}».",
    notTheRoleChooser:
      "Solo quien tiene Compass Transportation elige quién es el Jugador A, y {seat} no lo tiene.",
    characterUnavailable: "No se puede elegir a {character}: {reason}",
    swapInUnavailable: "{character} no puede entrar en el cambio: {reason}",
    swapOutNotOnTeam: "{character} no está en el equipo de {team_of}, así que no puede salir en el cambio.",
    alreadyLocked: "{seat} ya bloqueó esta elección («{step}»).",
    badSalt: "El bloqueo secreto no se puede usar: {problem}",
    deckRefused: "El Mazo incumple las reglas de formación de mazos:",
    noAccesstel:
      "{nullified, select, yes {{seat} tiene Accesstel, pero el Vissiorama del rival lo anula.} other {{seat} no tiene ningún efecto de Accesstel que usar.}}",
    accesstelAlreadyNamed: "{seat} ya eligió el objetivo de Accesstel.",
    notAnEnemyCharacter: "{character} no está en el equipo enemigo.",
    saltReused:
      "La sal de este bloqueo secreto ya la usó {seat} para {earlier}{revealed, select, yes {, y ya se ha mostrado al rival} other {}}: cada bloqueo necesita una sal aleatoria nueva.",
    tooManyActions: "Esta selección ya registra {max, number} acciones, el máximo que admite.",
    nothingToUndo:
      "{seat} no tiene nada que deshacer: solo se puede deshacer el último veto o elección antes del siguiente, la decisión de Compass antes del primer veto o elección, o el propio secreto bloqueado antes de revelarse.",
  },
  unavailable: {
    notInLineup: "no está en la Alineación Inicial de {lineup_of}.",
    banned: "está vetado de la Alineación Inicial de {lineup_of} en esta ronda.",
    alreadyOnTeam: "ya está en el equipo de {team_of}.",
    heldByRival: "está en el equipo de {holder}, así que con Zlavin queda cerrado para el rival.",
    wouldLeaveTeamsIncomplete:
      "elegirlo dejaría demasiado pocos personajes para completar dos equipos de {team_size}.",
  },
  salt: {
    wrongLength: "una sal necesita de {min} a {max} cifras hexadecimales, y esta tiene {found}.",
    notHex: "una sal es un número par de cifras hexadecimales en minúscula (0–9, a–f).",
  },
  deck: {
    teamWrongSize: "El equipo tiene {found, plural, one {# personaje} other {# personajes}}; necesita {expected}.",
    teamRepeatsCharacter: "{character} está dos veces en el equipo.",
    unknownCharacter: "El catálogo no tiene ningún personaje «{character}».",
    tooManyEntries: "La elección incluye más de {max} Tácticas, más de las que cabe en cualquier Mazo.",
    notOnTeam: "{character} no está en el equipo, así que no se puede elegir ninguna de sus Tácticas.",
    repeatedTactic: "La Táctica {tactic} de {character} está elegida dos veces.",
    wrongCountForCharacter: "Elige exactamente {required} Tácticas de {character}, no {found}.",
    tooManyFromCharacter: "Se pueden elegir como máximo {max} Tácticas de {character}, no {found}.",
    wrongTotal:
      "Elige {expected} Tácticas de personaje (18 cartas con las 10 Tácticas Generales), no {found}.",
    generalTacticMissing: "Falta la Táctica General {number}: todo Mazo lleva las 10 Tácticas Generales.",
    generalTacticRepeated: "La Táctica General {number} está escrita dos veces: un Mazo lleva cada una una sola vez.",
    unknownCard: "La carta {number} no es una Táctica General ni una Táctica de un personaje que conozca el catálogo.",
  },
  setup: {
    mods: "{problem}",
    player: "{seat}: {problem}",
    stadiumMissing: "El Mod Circuito AGL necesita el estadio del evento.",
    stadiumWithoutCircuit: "{stadium} es un estadio del Mod Circuito AGL, que no está elegido.",
    unknownStadium: "El catálogo no tiene ningún estadio «{stadium}».",
    unknownScenario: "El catálogo no tiene ningún escenario «{scenario}».",
    lineupsTooAlikeForZlavin:
      "Con el Mod Zlavin estas Alineaciones Iniciales comparten demasiados personajes ({shared}) para formar dos equipos de {team_size} sin ninguno en común.",
  },
  mods: {
    notInVersion: "{mod} no es un Mod de {version}.",
    repeated: "{mod} está elegido dos veces.",
    caranoNotAlone: "El Mod Carano no se puede combinar con ningún otro Mod.",
    tooMany: "Hay {found, number} Mods en la lista; solo existen {max}.",
  },
  player: {
    nameMissing: "El jugador no tiene nombre.",
    nameTooLong: "El nombre del jugador tiene más de {max} caracteres.",
    lineup: "{problem}",
    unknownSponsor: "El catálogo no tiene ningún Patrocinador «{sponsor}».",
    sponsorNotUnlocked: "{sponsor} es un Patrocinador Especial que este jugador no ha desbloqueado.",
    tooManyUnlockedSponsors: "Hay {found, number} Patrocinadores desbloqueados en la lista; como mucho puede haber {max}.",
  },
  lineup: {
    wrongSize:
      "La Alineación Inicial tiene {found, plural, one {# personaje} other {# personajes}}; necesita {expected}.",
    duplicate: "{character} está dos veces en la Alineación Inicial.",
    unknownCharacter: "El catálogo no tiene ningún personaje «{character}».",
  },
  event: {
    unknownPlayer: "No hay ningún jugador {player} en este evento.",
    alreadyDropped: "{player} ya abandonó tras la ronda {after_round}.",
    notDropped: "{player} no ha abandonado: no hay abandono que deshacer.",
    withdrawAfterStart: "No se puede quitar a {player} una vez emparejada la ronda 1: marca su abandono, que conserva sus resultados.",
    notTheLatestRound: "{latest, plural, =0 {Aún no hay ninguna ronda emparejada.} other {Solo se puede volver a emparejar la última ronda emparejada (la ronda {latest}), no la ronda {round}.}}",
    roundHasResults: "La ronda {round} ya tiene {tables_count, plural, one {un resultado en la mesa {tables}} other {resultados en las mesas {tables}}}: una ronda con resultados sigue emparejada (corrige un resultado en su lugar).",
    registrationClosed:
      "{paired, plural, one {La ronda 1 ya está emparejada} other {Ya hay # rondas emparejadas}}, así que la inscripción está cerrada: inscribe al jugador como llegada tardía.",
    notLate:
      "La ronda 1 aún no está emparejada, así que un jugador nuevo se inscribe normalmente, no como llegada tardía.",
    tooManyPlayers: "El evento ya tiene el máximo de jugadores que acepta la aplicación ({max}).",
    badPlayerName: "Un jugador necesita un nombre de 1 a {max} caracteres.",
    badPin: "Un PIN de Corvus tiene de 1 a {max} letras, cifras o guiones.",
    duplicatePin: "El PIN de Corvus {pin} ya está inscrito a nombre de {player}.",
    sponsorRequired: "Cada jugador elige un Patrocinador antes del evento.",
    unknownSponsor: "El catálogo no tiene ningún Patrocinador «{sponsor}».",
    specialSponsorLocked:
      "{sponsor} es un Patrocinador Especial: un jugador solo puede elegirlo si lo ha desbloqueado en su perfil AGL, y esta inscripción no lo indica.",
    lineupRequired: "Cada jugador forma una Alineación Inicial de {size} personajes antes del evento.",
    lineup: "La Alineación Inicial no es legal:",
    rounds: "{problem}",
    fewerRoundsThanPaired:
      "{paired, plural, one {Ya hay # ronda emparejada} other {Ya hay # rondas emparejadas}}, así que el evento no puede tener solo {rounds}.",
    roundOutOfRange: "No hay ronda {round}: las rondas van de 1 a {max}.",
    roundAlreadyPaired: "La ronda {round} ya está emparejada y publicada; su escenario no puede cambiar.",
    scenario: "Ronda {round}: {problem}",
    notTheNextRound: "La siguiente ronda por emparejar es la {next}, no la {given}.",
    allRoundsPaired:
      "{rounds, plural, one {La única ronda del evento ya está emparejada} other {Las # rondas del evento ya están emparejadas}}; añade una ronda antes de emparejar otra.",
    resultsMissing:
      "A la ronda {round} aún le {tables_count, plural, one {falta el resultado de la mesa {tables}} other {faltan los resultados de las mesas {tables}}}: la siguiente ronda se empareja con los resultados de todos.",
    tooFewPlayers:
      "{active, plural, one {Solo hay # jugador activo} other {Solo hay # jugadores activos}}; una ronda necesita al menos {minimum}.",
    noScenario: "La ronda {round} aún no tiene escenario: elígelo primero.",
    noPlayerCanTakeTheBye:
      "El número de jugadores es impar y todos ya han tenido un bye. Nadie recibe un segundo bye: retira a un jugador o inscribe una llegada tardía primero.",
    unknownRound:
      "No hay ronda {round}: {paired, plural, =0 {aún no se ha emparejado ninguna} one {solo se ha emparejado # ronda} other {se han emparejado # rondas}}.",
    unknownTable: "La ronda {round} no tiene mesa {table}: sus mesas van de la 1 a la {tables}.",
    notTheirTable:
      "En la mesa {table} de la ronda {round} se sientan {seated_first} y {seated_second}, no {given_first} y {given_second}.",
    resultAlreadyRecorded: "La mesa {table} de la ronda {round} ya tiene resultado: corrígelo en su lugar.",
    noResultToCorrect: "La mesa {table} de la ronda {round} no tiene resultado que corregir: anótalo primero.",
    negativeScore: "{seat} tiene {value} {field}: una puntuación no puede ser negativa.",
    scoreTooHigh: "{seat} tiene {value, number} {field}: la aplicación acepta como máximo {max} en una partida.",
    draftNotComplete: "El resultado de la partida se anota cuando termina la selección de la mesa.",
    twoFirstBloods: "Solo un jugador puede conseguir la Primera Sangre.",
    noFirstBloodInRuleset: "Las reglas de este evento no tienen Primera Sangre: es una regla de la Temporada 2.",
    swapOutsideCurrentRound: "Solo la ronda actual ({current}) puede cambiar con un intercambio, no la ronda {round}.",
    swapWithSelf: "Un intercambio necesita dos jugadores distintos; {player} está elegido dos veces.",
    notInRound: "{player} no juega en la ronda {round}.",
    swapAtSameTable: "Los dos jugadores ya se sientan en la mesa {table}: intercambiarlos no cambia nada.",
    swapAfterResult: "La mesa {table} ya tiene resultado: corrige el resultado en vez de intercambiar jugadores.",
    sponsorFixed: "{player} no puede cambiar de Patrocinador una vez emparejada la ronda 1.",
    lineupFixed: "{player} no puede cambiar la Alineación Inicial una vez emparejada la ronda 1.",
    badTeamName: "Un nombre de equipo tiene como máximo {max} caracteres y ningún salto de línea.",
    scenariosNotAnnounced:
      "Aún no se puede emparejar la ronda 1: los escenarios se anuncian con el torneo, y {missing_count, plural, one {la ronda {missing} no tiene} other {las rondas {missing} no tienen}} ninguno.",
    scenarioAnnounced:
      "El escenario de la ronda {round} se anunció con el torneo, y los jugadores prepararon su Alineación Inicial para él: cámbialo con un cambio explícito del organizador.",
    badNote: "Una nota tiene como máximo {max} caracteres y ningún salto de línea.",
    roundOneSeedMissing: "La ronda 1 se sortea con una semilla sacada en el momento de emparejar, y este emparejamiento no trae ninguna.",
    seedFixedInDefinition: "La definición de este torneo ya fija la semilla de la ronda 1: un emparejamiento no puede traer otra.",
    seedOnlyForRoundOne: "La ronda {round} se empareja por la clasificación, no al azar: solo la ronda 1 lleva semilla.",
    decksPublicBeforeEnd:
      "Los mazos siguen en secreto hasta que termine el evento: {rounds_left, plural, one {a # ronda aún le falta} other {a # rondas aún les faltan}} emparejamiento o resultados.",
    decksAlreadyPublic: "Los mazos de este evento ya son públicos.",
  },
  definition: {
    badName: "El evento necesita un nombre de 1 a {max} caracteres.",
    mods: "{problem}",
    eventTypeMismatch: "Un {format} no puede puntuar como evento {found}.",
    stadiumRequired: "El Mod Circuito AGL necesita el estadio donde se celebra el evento.",
    stadiumWithoutCircuit: "Solo se elige un estadio con el Mod Circuito AGL.",
    unknownStadium: "El catálogo no tiene ningún estadio «{stadium}».",
    roundsOutOfRange:
      "{rounds, plural, one {# ronda no está permitida} other {# rondas no están permitidas}}: este formato necesita al menos {minimum} y la aplicación acepta como máximo {maximum}.",
    tooManyScenarios: "Hay {count} escenarios en la lista, pero un evento tiene como máximo {maximum} rondas.",
    scenario: "Ronda {round}: {problem}",
    badSeed: "El texto de la semilla necesita de 1 a {max} caracteres.",
    lineupSizeNotOpen: "Solo un formato Open deja al organizador elegir el tamaño de las Alineaciones Iniciales; un {format} sigue sus Mods.",
    lineupSizeSetByMods: "Un Mod elegido dice que la Alineación Inicial tiene {size} personajes, así que no puede tener {asked}.",
    lineupSizeOutOfRange:
      "Una Alineación Inicial de {asked} personajes no está permitida: un equipo necesita {minimum}, y la aplicación acepta como máximo {maximum}.",
  },
  scenario: {
    unknown: "El catálogo no tiene ningún escenario «{scenario}».",
    homemadeNotAllowed: "Un formato Standard solo juega escenarios oficiales de la AGL, no caseros.",
    badName: "Un escenario casero necesita un nombre de 1 a {max} caracteres.",
    repeated: "{scenario} ya es el escenario de la ronda {other_round}, y ningún escenario se juega dos veces.",
  },
  tableDraft: {
    unknownRound:
      "La ronda {round} aún no está emparejada ({paired, plural, =0 {ninguna ronda emparejada} one {# ronda emparejada} other {# rondas emparejadas}}).",
    unknownTable: "La ronda {round} no tiene mesa {table}.",
    noSponsor:
      "{name} se inscribió sin Patrocinador, y la selección de la mesa lo necesita: edita primero al jugador.",
    noLineup:
      "{name} se inscribió sin Alineación Inicial, y la selección de la mesa elige de ella: edita primero al jugador.",
    ownTeamFormat:
      "Las Alineaciones Iniciales de este torneo tienen {lineup_size} personajes (el formato de equipos propio del organizador), y la selección de la aplicación forma los equipos con alineaciones de {draft_size}: formad los equipos en la mesa.",
  },
  ledger: {
    badName: "El nombre de una temporada o de un evento tiene de 1 a {max} caracteres.",
    eventNotFinished:
      "{name} aún no ha terminado: sus puntuaciones son provisionales, y un evento cambia las puntuaciones de la temporada una sola vez, al terminar.",
    alreadyInLedger: "{name} ya está en este registro: un evento cambia las puntuaciones de la temporada una sola vez.",
    unreadable: "No se puede leer el archivo ({message}).",
    unknownFormat:
      "No es un archivo {expected} que esta versión de Hexadraft lea (dice «{format}», versión {version}).",
    kFactorMismatch: "El informe puntúa un evento {event_type} con K {k_factor}, pero un evento {event_type} tiene K {expected}.",
    badPin: "«{corvus_pin}» no es un PIN de Corvus (de 1 a {max} letras, cifras o guiones).",
    duplicatePin: "{corvus_pin} aparece dos veces (los PIN se comparan sin mayúsculas ni minúsculas).",
    unknownPlayer: "Una partida nombra a {corvus_pin}, que no está entre los jugadores del informe.",
    badOutcomes: "Una partida de la ronda {round} tiene los resultados {first} y {second}, que ningún resultado da.",
    badRating: "La puntuación de {corvus_pin} debe ser un número de 0 a 5000.",
    tooMany: "Un registro guarda como mucho {max, number} {what}.",
  },
  rating: {
    outOfRange: "La puntuación introducida para el PIN de Corvus {corvus_pin} no es una puntuación que la aplicación acepte (de 0 a 5000).",
    samePinTwice:
      "{corvus_pin} y {other} son el mismo PIN de Corvus (los PIN se comparan sin mayúsculas ni minúsculas): da una sola puntuación.",
  },
  paper: {
    noCut: "Aún no se ha hecho el corte, así que no hay cuadro eliminatorio que imprimir.",
    roundNotPaired: "La ronda {round} aún no está emparejada, así que no tiene mesas que imprimir.",
    unknownPlayer: "No hay ningún jugador {player} en este evento.",
  },
  pack: {
    unknownFormat: "El archivo no es un paquete de datos de Hexadraft de un formato conocido (dice «{found}»).",
    badVersion:
      "En {path}: la versión «{found}» debe tener de 1 a 128 letras, cifras, puntos, signos más, guiones o guiones bajos.",
    tooMany: "{path} tiene {count, number} elementos; la aplicación acepta como máximo {max, number}.",
    duplicateId: "El identificador «{id}» aparece dos veces en {list} (en {path}).",
    emptyText: "En {path}: el texto está vacío.",
    textTooLong: "En {path}: el texto tiene {chars, number} caracteres; la aplicación acepta como máximo {max, number}.",
    controlCharacter: "En {path}: el texto contiene un carácter de control (un salto de línea, un tabulador…).",
    outOfRange: "En {path}: {value} está fuera del rango de {min} a {max}.",
    duplicateCardNumber: "El número de carta {number} se usa dos veces: en {path} y antes en {first}.",
    generalTactics: "Las Tácticas Generales deben ser de la 009 a la 018 en orden; el archivo tiene {found}.",
    unknownProduct:
      "El personaje «{character}» indica una caja que el paquete no incluye («{product}», en {path}).",
    basicSponsors: "El paquete debe tener exactamente dos Patrocinadores Básicos; tiene {found}.",
    duplicateSponsorRule: "Dos Patrocinadores llevan la misma regla que aplica la aplicación (en {path}).",
    unnamedScenario: "En {path}: el escenario no tiene nombre en ningún idioma.",
    unknownOverlayFormat: "El archivo no es un archivo de cambios del catálogo de un formato conocido (dice «{found}»).",
    overlayForOtherPack: "Estos cambios son para el paquete de datos «{found}», no para «{expected}».",
    editOfUnknownCharacter:
      "En {path}: los cambios modifican el personaje «{character}», que el catálogo no incluye.",
    alreadyInPack: "En {path}: {list} ya contiene «{id}».",
    duplicateSlot: "En {path}: la Táctica {tactic} se cambia dos veces.",
    notAGeneralTactic: "En {path}: {number} no es una Táctica General (de la 009 a la 018).",
  },
  conflict: {
    stale:
      "Ha cambiado desde que se mostró esta pantalla (¿otra ventana u otro dispositivo?). Vuelve a mirar y repite tu elección.",
    readOnly: "Solo se puede consultar. {reason}",
  },
  readOnly: {
    entryNotApplied:
      "{cause, select, withheld {La entrada {at_seq} se retiró de esta copia segura para jugadores.} unreadable {Esta versión de la aplicación no puede leer la entrada {at_seq}.} other {La entrada {at_seq} no se acepta: {refusal}}} Se muestra tal como estaba antes de esa entrada.",
    setupNoLongerChecks: "Su configuración guardada ya no es válida con el catálogo en uso. {refusal}",
    headerUnreadable: "No se puede leer su configuración guardada: la escribió un Hexadraft más reciente o se editó a mano; actualiza Hexadraft o abre la última copia de seguridad. (detalle técnico, en inglés: {detail})",
    playerSafeCopy:
      "Es una copia segura para jugadores con entradas retiradas: se puede consultar, pero no continuar.",
    archived: "Está archivado: desarchívalo para continuar.",
    asItStood: "Se muestra tal como estaba tras la entrada {seq} de {entry_count}: continúa desde aquí para crear un evento nuevo a partir de él.",
  },
  damage: {
    header: "su configuración ya no coincide con lo guardado, así que no se puede confiar en nada de él.",
    entry: "la entrada {seq} ya no coincide con lo guardado; las anteriores son fiables.",
    missing: "solo están {intact} de sus {recorded} entradas; esas son fiables.",
    record: "su título o sus datos de la lista ya no coinciden con lo guardado; su configuración y sus entradas son fiables.",
  },
  storage: {
    io: "No se ha podido leer o escribir un archivo en {path}: {detail}",
    corrupt:
      "{path} está dañado ({detail}). El archivo se ha dejado tal cual.{has_last_backup, select, yes { La copia de seguridad más reciente es {last_backup}.} other {}}",
    entriesLost:
      "{path} tiene menos entradas de las que se confirmaron: {journals}. Su registro de cambios pendientes se cortó, o el archivo es una copia anterior. No se ha cambiado nada.{has_last_backup, select, yes { La copia de seguridad más reciente es {last_backup}.} other {}}",
    walDamaged:
      "El registro de cambios pendientes junto a {path} está dañado: abrir ahora la base de datos perdería {lost_commits, plural, one {# cambio confirmado} other {# cambios confirmados}}. No se ha cambiado nada; se guardaron copias del registro en {kept}.",
    journalDamaged: "«{id}» está dañado: {damage}",
    settingDamaged: "El ajuste «{key}» está dañado (ya no coincide con lo guardado) y no se ha usado.",
    foreignDatabase: "{path} no es una base de datos de Hexadraft; no se ha tocado.",
    newerSchema:
      "{path} lo escribió una versión más reciente de Hexadraft (esquema {found}; esta versión conoce hasta el {supported}). Actualiza Hexadraft para abrirlo; no se ha tocado el archivo.",
    migrationFailed:
      "Falló la actualización de la base de datos al esquema {version} ({detail}). Se ha deshecho; hay una copia anterior en {backup}.",
    backupFailed: "No se pudo hacer una copia de seguridad en {path} ({detail}); no se ha cambiado nada.",
    journalNotFound: "No hay ninguna selección ni evento «{id}» en esta base de datos.",
    journalExists: "Ya existe una selección o un evento «{id}».",
    sequenceConflict:
      "«{id}» ha cambiado entretanto (esta acción iba a ser la entrada {expected}; la siguiente es la {next}). Vuelve a mirar y repite tu elección.",
    journalArchived: "«{id}» está archivado: desarchívalo para continuar.",
    journalReadOnly:
      "«{id}» es una copia segura para jugadores con entradas retiradas: se puede consultar, pero no continuar.",
    journalFull: "«{id}» no admite más entradas.",
    invalidInput: "Un valor no es válido ({what}: {detail}).",
    invalidJson: "El texto no es JSON válido ({detail}).",
    payloadEncode: "No se pudo escribir la acción ({detail}).",
    payloadDecode: "No se puede leer la entrada {seq} de «{id}» ({detail}).",
    importTooLarge:
      "El archivo es demasiado grande para importarlo{has_size, select, yes { ({size, number} bytes; el límite es {limit, number})} other {}}.",
    importInvalid:
      "El archivo de exportación no es coherente: se editó después de escribirse, así que no se ha importado nada. Usa una copia intacta o expórtalo de nuevo en el ordenador de origen. (detalle técnico, en inglés: {detail})",
    importNotAnExport: "El archivo no es una exportación de Hexadraft. Elige el archivo .json que escribió Hexadraft al exportar los eventos.",
    importCutShort:
      "El archivo de exportación está cortado: se interrumpe en la línea {line} antes de terminar, así que no se ha importado nada. Vuelve a copiar el archivo desde donde se guardó o expórtalo de nuevo en el ordenador de origen.",
    importDamaged:
      "El archivo de exportación está dañado en la línea {line}, columna {column} (se modificó o se mezcló con otro texto), así que no se ha importado nada. Usa una copia intacta o expórtalo de nuevo en el ordenador de origen.",
    importNewerFormat:
      "El archivo lo escribió una versión más reciente de Hexadraft (formato {found}; esta versión lee hasta el {supported}).",
    exportTooLarge:
      "La exportación sería demasiado grande para volver a importarla{has_size, select, yes { ({size, number} bytes; el límite es {limit, number})} other {}}.",
    database: "Ha fallado la base de datos: {detail}.",
    importAltered:
      "El archivo de exportación se modificó después de firmarse{part, select, entry { (la entrada {entry} de «{journal}»)} entries { (se añadieron o quitaron entradas de «{journal}» a partir de la {entry})} header { (la cabecera de «{journal}»: su título, fechas o configuración)} journals { (su lista de diarios, en «{journal}»)} other { (su firma)}}, así que no se ha importado nada y el archivo se ha dejado tal cual. Pide a quien lo envió una copia sin tocar.",
  },
  savedEdits: {
    unusable:
      "Tus cambios guardados del catálogo ya no encajan con el paquete de datos incluido y no están en uso; se conservan tal cual:",
    unreadable: "No se han podido leer tus cambios guardados del catálogo: {error}",
  },
  iaEvent: {
    negativeScore: "{seat} no puede tener Puntos de Victoria negativos.",
    scoreTooHigh: "{seat} tiene {value, number} Puntos de Victoria: la aplicación acepta como máximo {max} en una partida.",
    figurePointsAboveTotal: "{seat} no puede tener más Puntos de Victoria por figuras derrotadas ({figures}) que en total ({total}).",
    fortyNotReached: "Una partida termina a los 40 Puntos de Victoria solo cuando un jugador llega a 40; la puntuación más alta es {best}.",
    fortyReachedBeforeTime: "Un jugador con 40 Puntos de Victoria terminó la partida en ese momento, no al acabar el tiempo.",
    figurePointsNeeded: "Los Puntos de Victoria están empatados: indica los Puntos de Victoria de cada jugador por derrotar figuras enemigas, que deshacen el empate.",
    wrongRound: "La ronda {round} no se puede emparejar ahora: la siguiente ronda es la {expected}.",
    notEnoughPlayers: "Una ronda necesita al menos dos jugadores; {active, plural, one {hay # jugador} other {hay # jugadores}}.",
    tooManyPlayers: "{count, number} jugadores son más de los {max, number} que acepta un evento.",
    unknownPlayer: "{player} no está en la clasificación.",
    repeatedPlayer: "{player} aparece dos veces.",
    recordedPairingNotValid: "El emparejamiento guardado de la ronda {round} no sienta una sola vez a cada jugador presente con el bye que dan las reglas: el archivo se cambió a mano. Abre la última copia de seguridad o pide su archivo al organizador.",
    missionsExhausted: "Ya se han jugado las {pool} misiones válidas en las rondas suizas; una misión no se repite antes de las rondas eliminatorias.",
    badMissionPool: "Las misiones válidas son de 1 a {max} nombres distintos de hasta {max_chars} caracteres cada uno.",
    cutTooLarge: "Un top {size} necesita {size} jugadores que no se hayan retirado; hay {eligible}.",
    noSuchCutGame: "La ronda {round} de las eliminatorias no tiene ninguna partida {game} pendiente de resultado.",
    wrongPlayers: "El resultado nombra a otros jugadores que los de esa partida.",
    registrationClosed: "La inscripción, las listas de ejército y las peticiones de la ronda 1 se cerraron al emparejar la ronda 1.",
    badPlayerName: "Un jugador necesita un nombre de 1 a {max} caracteres en una línea.",
    noSuchPlayer: "{player} no está inscrito en este evento.",
    armyNotLegal: "La lista de ejército incumple las reglas de construcción de ejércitos:",
    armyListsMissing: "Cada jugador entrega su lista de ejército antes de la ronda 1; aún faltan: {players}.",
    keepApartNotInformal: "Solo un evento informal separa a jugadores en la ronda 1 a petición suya.",
    keepApartSelf: "{player} no puede quedar separado de sí mismo.",
    structureNeeded: "Un evento informal elige su número de rondas suizas (y si hay eliminatorias) antes de emparejar la ronda 1.",
    structureNotValid: "Estas rondas no se pueden jugar:",
    swissRoundsComplete: "Las {rounds} rondas suizas ya están emparejadas.",
    resultsMissing: "A la ronda {round} aún le {missing, plural, one {falta # partida} other {faltan # partidas}} por resultado.",
    seedMissing: "La ronda 1 necesita la semilla sorteada para los sorteos del evento.",
    seedNotExpected: "La semilla del evento ya está fijada; la ronda {round} no sortea otra.",
    noSuchTable: "La ronda {round} no tiene mesa {table}.",
    resultAlreadyRecorded: "La mesa {table} de la ronda {round} ya tiene resultado; corrígelo en su lugar.",
    noResultToCorrect: "La mesa {table} de la ronda {round} no tiene resultado que corregir.",
    swissRoundsClosed: "Ya se ha hecho el corte: las rondas suizas, sus resultados y sus jugadores no pueden cambiar (deshaz antes el corte, mientras ninguna de sus partidas tenga resultado). Un jugador que se va ahora concede su partida.",
    noCut: "Este evento no tiene rondas eliminatorias.",
    cutNotReady: "El corte sigue a la última ronda suiza: {rounds_left, plural, one {queda # ronda o resultado} other {quedan # rondas o resultados}}.",
    cutAlreadyMade: "El corte ya está hecho.",
    alreadyDropped: "{player} ya se ha retirado.",
    notDropped: "{player} no se ha retirado.",
    notTheLatestRound: "Solo se puede deshacer la última ronda, la {latest}, no la ronda {round}.",
    roundHasResults: "La ronda {round} tiene resultados, así que no se puede deshacer.",
    noCutToUndo: "El corte no está hecho: no hay nada que deshacer.",
    cutHasResults: "Una partida del corte ya tiene resultado: el corte se está jugando y ya no se puede deshacer.",
    swapNotLatestRound: "{latest, plural, =0 {Aún no hay ninguna ronda emparejada.} other {Solo se puede cambiar a jugadores de la última ronda, la {latest}, no de la ronda {round}.}}",
    swapNotInRound: "{player} no está en la ronda {round}: se retiró antes de emparejarla.",
    swapOpponents: "Ya juegan entre sí en la mesa {table}: cambiarlos no cambia nada.",
    swapAfterResult: "La mesa {table} de la ronda {round} tiene su resultado: sus jugadores se quedan donde jugaron (corrige el resultado si está mal).",
    notAtThisGame: "{player} no juega esa partida: cada jugador informa solo de la suya.",
    gameHasResult: "El resultado de esa partida ya está registrado: solo la organización lo corrige.",
  },
  iaDefinition: {
    badName: "El evento necesita un nombre de 1 a {max} caracteres.",
    structure: "{problem}",
    staff: "{problem}",
  },
  iaStructure: {
    swissRounds: "Un evento tiene de 1 a {max} rondas suizas, no {rounds}.",
    notTheTable: "Un evento preferente de {players} jugadores juega {required_rounds} rondas suizas {has_required_cut, select, yes {y un top {required_cut}} other {y ninguna eliminatoria}}, como dice la tabla.",
    tooFewMissions: "{rounds} rondas suizas necesitan al menos {rounds} misiones válidas; hay {missions}.",
    cutLargerThanField: "Un top {cut} necesita al menos {needed} jugadores; hay {players}.",
  },
  iaStaff: {
    morePlayingThanJudges: "No pueden jugar {playing} jueces si se anuncian {judges}.",
    judgeWithoutSecond: "Un juez solo puede jugar si hay un segundo juez presente y anunciado al comienzo.",
    staffPlaysPremier: "Ni jueces ni organizadores pueden jugar en un evento preferente.",
  },
  army: {
    unknownCard: "El catálogo no tiene ninguna carta «{card}».",
    badCount: "«{card}» aparece {count} veces; una entrada cuenta de 1 a {max} copias.",
    tooManyEntries: "La lista tiene {entries} entradas, más de las {max} aceptadas.",
    armyOverBudget: "Las cartas de Despliegue y de Mejora de escaramuza cuestan {points} puntos, más de {max}.",
    commandDeckSize: "El mazo de Mando tiene {cards} cartas; debe tener exactamente {required}.",
    commandDeckOverBudget: "Las cartas de Mando cuestan {points} puntos, más de {max}.",
    notSkirmish: "{name} es una carta de campaña, no de escaramuza.",
    mixedAffiliations: "Un ejército tiene una sola afiliación; este mezcla {affiliations}.",
    uniqueRepeated: "{name} es única y aparece {copies} veces.",
    commandOverLimit: "{name} puede aparecer {limit} veces en un mazo de Mando, no {copies}.",
  },
  iaPack: {
    unknownProduct: "En {path}: el paquete no incluye ningún producto «{product}».",
    badModes: "En {path}: una carta indica cada uno de sus modos (campaña, escaramuza) una vez, y al menos uno.",
    indistinctCard: "En {path}: la carta se lee igual que la de {first} (mismo nombre, subtítulo, marca de élite, afiliación y modos).",
    editOfUnknownCard: "En {path}: no hay ninguna carta de {list} «{card}» que corregir.",
  },
  roster: {
    unclosedQuote: "El valor entre comillas que empieza en la columna {column} no se cierra, así que el resto del archivo no se puede leer: añade las comillas de cierre.",
    empty: "El archivo está vacío: su primera línea debe nombrar las columnas (nombre, PIN de Corvus, Patrocinador, alineación).",
    missingColumn: "La primera línea no tiene la columna «{column}»: añádela.",
    noPlayers: "El archivo nombra sus columnas pero no lista ningún jugador después de la primera línea.",
    tooManyLines: "Una lista tiene como mucho {max} jugadores; el resto no se lee.",
    extraValues: "{values} valores para {columns} columnas: la {extra} no tiene encabezado. Nómbrala en la primera línea o quita el valor de más.",
    unknownSponsor: "«{text}» en la {column} no es un Patrocinador del catálogo: escribe el nombre del Patrocinador tal como está impreso.",
    notYesOrNo: "«{text}» en la {column} no es ni sí ni no.",
    unknownCharacter: "«{text}» en la {column} no es un personaje del catálogo: escribe el nombre del personaje tal como está impreso.",
    noName: "El jugador no tiene nombre: la {column} está vacía.",
    noPin: "El jugador no tiene PIN de Corvus: la {column} está vacía.",
    refused: "{refusal}",
  },
  words: {
    // After "de" too ("el equipo de quien ocupa el primer asiento").
    firstSeat: "quien ocupa el primer asiento",
    secondSeat: "quien ocupa el segundo asiento",
    playerNumber: "número {number}",
    rule: "Regla: {clause}",
    withClause: "{text} ({clause})",
    action: {
      "choose-roles": "la elección del Jugador A",
      ban: "un veto",
      pick: "una elección",
      "lock-swap": "el bloqueo de un cambio",
      "lock-deck": "el bloqueo de un Mazo",
      "name-accesstel-target": "la elección del objetivo de Accesstel",
      undo: "deshacer",
    },
    scoreField: {
      "victory-points": "Puntos de Victoria",
      frags: "Frags",
    },
    affiliation: {
      imperial: "Imperial",
      rebel: "Rebelde",
      mercenary: "Mercenario",
      neutral: "Neutral",
    },
    lostEntries:
      "a “{id}” le {lost, plural, one {falta # entrada confirmada} other {faltan # entradas confirmadas}} (solo hay {found} de {confirmed})",
    unreadableRequest:
      "Hexadraft no ha podido leer esta petición (es un fallo de la aplicación, no de lo que has escrito); no ha cambiado nada. Inténtalo de nuevo y, si se repite, avisa de lo que estabas haciendo.",
    // The rules are in Spanish: their own names, as cited.
    iaSection: {
      "Categorías de torneos": "Categorías de torneos",
      "Estructura de los torneos": "Estructura de los torneos",
      "Procedimiento de preparación de escaramuzas": "Procedimiento de preparación de escaramuzas",
      "Fin de la partida": "Fin de la partida",
      "Puntuaciones": "Puntuaciones",
      "Desempates": "Desempates",
      "Fuerza de enfrentamientos y software de torneos": "Fuerza de enfrentamientos y software de torneos",
      "Emparejamientos": "Emparejamientos",
      "Byes": "Byes",
      "Estructura de rondas": "Estructura de rondas",
      "Rondas eliminatorias": "Rondas eliminatorias",
      "Construcción de ejércitos": "Construcción de ejércitos",
      "Participación de los jueces": "Participación de los jueces",
      "Mapas y misiones válidos": "Mapas y misiones válidos",
    },
    rosterLines:
      "{count, plural, one {Línea {lines}} other {Líneas {lines}}}{has_players, select, yes { ({players})} other {}}: {problem}",
    rosterColumnNumber: "columna {number}",
    rosterColumnHeading: "columna {number} («{heading}»)",
    rosterColumn: { name: "nombre", corvusPin: "PIN de Corvus" },
    rosterUnlockHint:
      "Si lo tiene desbloqueado, escribe sí en una columna «desbloqueado»; si no, elige un Patrocinador Básico.",
  },
};
