/** What the drills say to a student when something is refused. */
export const DRILL_MESSAGES = {
  alreadyAnswered: 'Cet exercice a déjà été corrigé : chaque exercice ne compte qu’une fois. Passez au suivant.',
  expired: 'Cet exercice a expiré (plus de trois heures) : demandez-en un nouveau.',
  unknownItem: 'Exercice introuvable : demandez-en un nouveau.',
  noAudio: 'Cet exercice n’a pas d’extrait à écouter.',
  wrongAnswerKind: 'Cette réponse ne correspond pas à l’exercice : rechargez la page et recommencez.',
  kindNotInLevel: 'Ce type d’exercice n’est pas au programme de ce niveau.',
} as const
