import type { Level } from '../types.ts'

/** Chant, débutant: twelve weeks, one lesson a week (issue #25). Lesson 1 ("Chante ce la") is free to try. */
export const chantDebutant: Level['syllabus'] = [
  {
    lesson: 1,
    title: 'Posture et ancrage',
    free: true,
    content:
      'Pieds écartés à la largeur du bassin, genoux déverrouillés, nuque longue : une posture stable libère la respiration et la voix. On chante sa première note tenue, le la du diapason.',
    blocks: [
      {
        type: 'text',
        markdown: `## Le corps est l’instrument

Un pianiste achète son piano ; un chanteur porte le sien partout. Votre voix ne se résume pas à la gorge : elle naît du souffle, vibre dans le larynx et résonne dans tout le haut du corps. Une mauvaise posture, et c’est tout l’instrument qui se désaccorde. C’est pourquoi tout professeur de chant commence par les pieds.

## L’ancrage, de bas en haut

- **Les pieds** sont écartés à la largeur du bassin, le poids réparti entre les talons et l’avant du pied.
- **Les genoux** ne sont pas bloqués : un genou verrouillé raidit tout le dos.
- **Le bassin** est neutre, ni cambré ni rentré.
- **Les épaules** tombent, ouvertes, sans être tirées en arrière.
- **La nuque** est longue, le menton parallèle au sol : imaginez qu’un fil vous tire doucement par le sommet du crâne.

Vérifiez devant un miroir, puis fermez les yeux et sentez cette position. Vous devez pouvoir rester ainsi plusieurs minutes sans effort. Si quelque chose tire, c’est que vous forcez.

## Une première note tenue

Le **la du diapason** vibre à 440 hertz : c’est la note sur laquelle les orchestres s’accordent. Écoutez-la avec le bouton « Écouter le modèle », puis chantez-la sur « a » ouvert, comme dans « papa », le plus longtemps possible sans forcer. Les voix d’hommes la chantent naturellement une octave plus bas, à 220 hertz : l’exercice l’accepte, c’est la même note.

Pendant que vous chantez, l’écran trace votre voix en rouge sur la note visée. Une voix juste reste sur la ligne ; une voix qui monte ou descend se voit immédiatement. Le résultat est donné en **cents** : un demi-ton vaut cent cents, et l’oreille d’un auditeur attentif remarque un écart d’une vingtaine de cents.

## Ne rien envoyer, tout entendre

Votre micro est analysé sur votre appareil : aucun son ne quitte votre téléphone ou votre ordinateur. Seules les hauteurs mesurées servent à calculer votre score. Si le navigateur vous demande l’accès au micro, acceptez-le ; si vous le refusez, les autres exercices du cours restent disponibles.`,
      },
      {
        type: 'score',
        title: 'Le la du diapason, tenu quatre temps',
        abc: 'X:1\nT:Chante ce la\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA4 |]',
        demo: 'pitch',
      },
      {
        type: 'exercise',
        id: 'chante-ce-la',
        title: 'Chante ce la',
        instructions:
          'Écoutez le modèle, puis chantez le la sur « a » pendant les quatre temps, après le décompte. Une voix d’homme peut le chanter une octave plus bas.',
        passMark: 70,
        practice: { kind: 'sing', abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nA4 |]' },
      },
    ],
  },
]
