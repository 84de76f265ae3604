// The replay screen's messages (a finished draft stepped through), in English, Spanish and French
// (same keys in each).
const en = {
  "replay.title": "Replay: {title}",
  "replay.action": "Replay",
  "replay.start": "Before the first step",
  "replay.step": "Step {number} of {total}",
  "replay.by": "{name} · {step}",
  "replay.clause": "Legal under {clause}",
  "replay.first": "First",
  "replay.back": "Back",
  "replay.next": "Next",
  "replay.last": "Last",
  "replay.keys": "Left and right arrows step back and forward; Home and End go to the first and last step.",
  "replay.position": "{at} / {total}",
  "replay.steps": "Steps",
  "replay.export": "Export as an HTML file",
  "replay.exported": "Replay written to {path}. It holds only what everyone saw, and opens in any browser without a connection.",
};

const es: typeof en = {
  "replay.title": "Repetición: {title}",
  "replay.action": "Repetir",
  "replay.start": "Antes del primer paso",
  "replay.step": "Paso {number} de {total}",
  "replay.by": "{name} · {step}",
  "replay.clause": "Permitido por {clause}",
  "replay.first": "Primero",
  "replay.back": "Atrás",
  "replay.next": "Siguiente",
  "replay.last": "Último",
  "replay.keys": "Las flechas izquierda y derecha retroceden y avanzan; Inicio y Fin van al primer y al último paso.",
  "replay.position": "{at} / {total}",
  "replay.steps": "Pasos",
  "replay.export": "Exportar como archivo HTML",
  "replay.exported": "Repetición guardada en {path}. Solo contiene lo que todos vieron y se abre en cualquier navegador sin conexión.",
};

const fr: typeof en = {
  "replay.title": "Rejouer : {title}",
  "replay.action": "Rejouer",
  "replay.start": "Avant la première étape",
  "replay.step": "Étape {number} sur {total}",
  "replay.by": "{name} · {step}",
  "replay.clause": "Permis par {clause}",
  "replay.first": "Début",
  "replay.back": "Précédente",
  "replay.next": "Suivante",
  "replay.last": "Fin",
  "replay.keys": "Les flèches gauche et droite reculent et avancent ; Début et Fin vont à la première et à la dernière étape.",
  "replay.position": "{at} / {total}",
  "replay.steps": "Étapes",
  "replay.export": "Exporter en fichier HTML",
  "replay.exported": "Rejeu écrit dans {path}. Il ne contient que ce que tous ont vu et s’ouvre dans tout navigateur, sans connexion.",
};

export const replayMessages = { en, es, fr };
