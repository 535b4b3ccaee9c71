// Estonian for the messages of issue 14 (Discord, LearnWorlds, Classroom), English source strings as keys.
// Kept apart from messages.et.ts so concurrent work on the main dictionary merges cleanly.
export const etCommunity: Record<string, string> = {
  'Unable to authenticate with Discord': 'Discordiga autentimine ebaõnnestus',
  'This Discord account is already connected to another Valik account': 'See Discordi konto on juba ühendatud teise Valiku kontoga',
  'Discord is not available at the moment': 'Discord ei ole praegu saadaval',
  'Join the course in Classroom first: {link}': 'Liitu kõigepealt kursusega Classroomis: {link}',
  'Membership in Classroom cannot be checked: Classroom is not connected': 'Classroomi liikmesust ei saa kontrollida: Classroom ei ole ühendatud',
  'Membership in Classroom cannot be checked for this group yet': 'Selle rühma Classroomi liikmesust ei saa veel kontrollida',
  'Classroom did not answer. Please try again later.': 'Classroom ei vastanud. Palun proovi hiljem uuesti.',
  'No learning platform is connected to this group': 'Selle rühmaga ei ole õppeplatvormi ühendatud',
  'The progress of this group comes from LearnWorlds': 'Selle rühma edenemine tuleb LearnWorldsist',
  'invalid request signature': 'vigane päringu allkiri',
  // the chat bot's answers
  'You have no upcoming classes.': 'Sul ei ole tulevasi tunde.',
  'Your next class: {group}, {time}.': 'Sinu järgmine tund: {group}, {time}.',
  'Join: {link}': 'Liitu: {link}',
  'The join link is not there yet.': 'Liitumislinki veel ei ole.',
  'You have no courses in progress yet.': 'Sul ei ole veel käimasolevaid kursusi.',
  'from LearnWorlds, synced {time}': 'LearnWorldsist, sünkroonitud {time}',
  'entered by the teacher': 'õpetaja sisestatud',
  'nothing recorded yet': 'veel midagi märgitud ei ole',
  'You have no diploma yet: it comes when your teacher marks the course passed.': 'Sul ei ole veel tunnistust: see tuleb, kui õpetaja märgib kursuse arvestatuks.',
  '{course}: your diploma is in My courses, {link}': '{course}: sinu tunnistus on lehel Minu kursused, {link}',
  'anyone can check it at {link}': 'selle ehtsust saab kontrollida aadressil {link}',
  'I do not know this command.': 'Ma ei tunne seda käsku.',
  'Connect your Discord account in your Valik profile first: {link}': 'Ühenda kõigepealt oma Discordi konto Valiku profiilis: {link}',
  // the descriptions of the bot's slash commands
  'My next class and its join link': 'Järgmine tund ja liitumislink',
  'My progress': 'Minu edenemine',
  'Where is my diploma?': 'Kus on mu tunnistus?',
};
