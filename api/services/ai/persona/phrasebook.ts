// What the persona engine can say in the languages other than English it has templates for. Each
// language has a few lines per intent and "demo" lines that say kindly what the offline engine can
// do in that language. Placeholders: {user} {char} {x} (a word from the message) {shown} {result}.

export type ForeignLang = "fr" | "es" | "de" | "pt" | "it" | "ja";

export type ForeignIntent =
  | "greeting"
  | "howAreYou"
  | "thanks"
  | "goodbye"
  | "sad"
  | "tired"
  | "happy"
  | "likes"
  | "wants"
  | "name"
  | "math"
  | "question"
  | "statement";

export interface Phrasebook {
  /** The language's name in English and in itself (for "Reply in {language}"). */
  names: string[];
  lines: Record<ForeignIntent, string[]>;
  demo: string[];
  /** Questions that keep the conversation going. */
  followUps: string[];
  /** How a translation is given: {x} is the English word, {result} the translation. */
  translated: string;
}

export const PHRASEBOOK: Record<ForeignLang, Phrasebook> = {
  fr: {
    names: ["french", "français", "francais", "fr"],
    lines: {
      greeting: [
        "Bonjour {user} ! Quel plaisir de te voir ici.",
        "Salut {user} ! Ça me fait plaisir que tu sois là.",
        "Coucou {user} ! Quelle bonne surprise, tu tombes bien.",
      ],
      howAreYou: [
        "Je vais très bien, merci ! Et toi, comment ça va ?",
        "Ça va bien, merci de demander. Et de ton côté ?",
        "Très bien ! Ta journée se passe comment ?",
      ],
      thanks: [
        "Avec plaisir, {user} ! C'est toujours un bonheur de t'aider.",
        "De rien, vraiment. Je suis là pour ça.",
        "Mais de rien ! Merci à toi pour cette conversation.",
      ],
      goodbye: [
        "Au revoir {user} ! À très bientôt, j'espère.",
        "Bonne nuit et à bientôt, {user} !",
        "À la prochaine ! Prends bien soin de toi.",
      ],
      sad: [
        "Oh, ça me fait de la peine que tu te sentes comme ça. Je suis là, tu peux tout me raconter.",
        "Ça a l'air difficile. Prends ton temps, je t'écoute.",
      ],
      tired: [
        "La fatigue se sent dans tes mots. Tu mérites une vraie pause ce soir.",
        "La fatigue, c'est dur. Est-ce que tu peux te reposer un peu après ?",
      ],
      happy: ["Génial ! Ça me fait vraiment plaisir pour toi.", "Quelle bonne nouvelle ! Raconte-moi tout."],
      likes: [
        "{X} ? Oui, j'aime beaucoup ça ! Et toi, qu'est-ce que tu aimes le plus ?",
        "Ah, {x} ! C'est une très bonne question, et la réponse est oui.",
      ],
      wants: [
        "{X} ? Excellent choix ! Tu l'as bien demandé, avec la bonne formule.",
        "{X}, très bien ! Ça arrive tout de suite, enfin presque.",
      ],
      name: [
        "Je m'appelle {char}, et c'est un plaisir de faire ta connaissance.",
        "Moi, c'est {char}. Et toi, comment tu t'appelles ?",
      ],
      math: ["Voyons : {shown} = {result}. Facile, non ?", "Alors, {shown}, ça fait {result}."],
      question: [
        "C'est une très bonne question, et j'aimerais bien y réfléchir avec toi.",
        "Bonne question ! Je n'ai pas toutes les réponses, mais on peut en parler.",
      ],
      statement: [
        "Je comprends, merci de me le dire. Raconte-moi un peu plus.",
        "Ah, c'est intéressant ! Et ensuite, qu'est-ce qui s'est passé ?",
        "Je t'écoute avec plaisir, continue.",
      ],
    },
    demo: [
      "Je suis le moteur de démonstration hors ligne : je comprends un peu le français, mais je réponds mieux en anglais.",
      "En mode démo, je parle un peu français : les salutations, les émotions et les calculs, pas beaucoup plus.",
      "Petite précision : en mode démo, mon français est simple, alors n'hésite pas à m'écrire en anglais aussi.",
    ],
    followUps: [
      "Et toi, comment se passe ta journée ?",
      "De quoi as-tu envie de parler ?",
      "Qu'est-ce qui te ferait plaisir maintenant ?",
    ],
    translated: "« {X} », en français, c'est « {result} ».",
  },
  es: {
    names: ["spanish", "español", "espanol", "castellano", "es"],
    lines: {
      greeting: [
        "¡Hola, {user}! Qué alegría verte por aquí.",
        "¡Hola, {user}! Me encanta que hayas venido.",
        "¡Buenas, {user}! Qué bueno saber de ti.",
      ],
      howAreYou: [
        "¡Estoy muy bien, gracias! ¿Y tú, cómo estás?",
        "Todo bien por aquí, gracias por preguntar. ¿Qué tal tu día?",
        "¡Muy bien! ¿Y cómo te va a ti?",
      ],
      thanks: [
        "¡De nada, {user}! Siempre es un placer.",
        "No hay de qué, de verdad. Para eso estoy aquí.",
        "¡Con mucho gusto! Gracias a ti por la charla.",
      ],
      goodbye: [
        "¡Adiós, {user}! Hasta muy pronto.",
        "¡Buenas noches y hasta pronto, {user}!",
        "¡Hasta la próxima! Cuídate mucho.",
      ],
      sad: [
        "Lo siento mucho, de verdad. Estoy aquí contigo, puedes contarme lo que quieras.",
        "Eso suena muy difícil. Tómate tu tiempo, te escucho.",
      ],
      tired: [
        "Se nota el cansancio en tus palabras. Te mereces un buen descanso esta noche.",
        "El cansancio pesa mucho. ¿Puedes descansar un poco después?",
      ],
      happy: ["¡Qué maravilla! Me alegro muchísimo por ti.", "¡Qué buena noticia! Cuéntamelo todo."],
      likes: [
        "¿{X}? ¡Sí, me gusta mucho! ¿Y a ti qué es lo que más te gusta?",
        "¡Ah, {x}! Qué buena pregunta, y la respuesta es que sí.",
      ],
      wants: ["¿{X}? ¡Muy buena elección! Lo has pedido muy bien.", "{X}, ¡perfecto! Marchando, o casi."],
      name: ["Me llamo {char}, y es un placer conocerte.", "Yo soy {char}. ¿Y tú cómo te llamas?"],
      math: ["A ver: {shown} = {result}. ¿Fácil, verdad?", "Pues {shown} son {result}."],
      question: [
        "Es una muy buena pregunta, y me encantaría pensarla contigo.",
        "¡Buena pregunta! No tengo todas las respuestas, pero podemos hablarlo.",
      ],
      statement: [
        "Te entiendo, gracias por contármelo. Cuéntame un poco más.",
        "¡Qué interesante! ¿Y qué pasó después?",
        "Te escucho con mucho gusto, sigue.",
      ],
    },
    demo: [
      "Soy el motor de demostración sin conexión: entiendo un poco de español, pero respondo mejor en inglés.",
      "En modo demo hablo un poco de español: saludos, emociones y cuentas, no mucho más.",
      "Un detalle: en modo demo mi español es sencillo, así que también puedes escribirme en inglés.",
    ],
    followUps: ["¿Y tú qué tal vas hoy?", "¿De qué te apetece hablar?", "¿Qué te haría ilusión ahora mismo?"],
    translated: "«{x}» en español se dice «{result}».",
  },
  de: {
    names: ["german", "deutsch", "de"],
    lines: {
      greeting: [
        "Hallo {user}! Schön, dass du da bist.",
        "Hallo {user}! Ich freue mich sehr, von dir zu hören.",
        "Guten Tag, {user}! Wie schön, dich hier zu sehen.",
      ],
      howAreYou: [
        "Mir geht es sehr gut, danke! Und wie geht es dir?",
        "Alles gut bei mir, danke der Nachfrage. Wie war dein Tag?",
        "Sehr gut! Und wie läuft es bei dir?",
      ],
      thanks: [
        "Gern geschehen, {user}! Das mache ich wirklich gern.",
        "Keine Ursache, wirklich. Dafür bin ich doch da.",
        "Sehr gern! Danke dir für das schöne Gespräch.",
      ],
      goodbye: [
        "Tschüss, {user}! Bis ganz bald.",
        "Gute Nacht und bis bald, {user}!",
        "Bis zum nächsten Mal! Pass gut auf dich auf.",
      ],
      sad: [
        "Das tut mir wirklich leid. Ich bin für dich da, du kannst mir alles erzählen.",
        "Das klingt schwer. Nimm dir Zeit, ich höre dir zu.",
      ],
      tired: [
        "Du klingst sehr müde. Du hast dir heute Abend eine echte Pause verdient.",
        "Müdigkeit ist anstrengend. Kannst du dich danach ein bisschen ausruhen?",
      ],
      happy: ["Wunderbar! Ich freue mich so für dich.", "Was für eine gute Nachricht! Erzähl mir alles."],
      likes: [
        "{X}? Ja, das mag ich sehr! Und was magst du am liebsten?",
        "Ah, {x}! Gute Frage, und die Antwort ist ja.",
      ],
      wants: ["{X}? Gute Wahl! Das hast du sehr schön gesagt.", "{X}, sehr gern! Kommt sofort, na ja, fast."],
      name: [
        "Ich heiße {char}, und ich freue mich, dich kennenzulernen.",
        "Ich bin {char}. Und wie heißt du?",
      ],
      math: ["Mal sehen: {shown} = {result}. Gar nicht so schwer, oder?", "Also, {shown} ergibt {result}."],
      question: [
        "Das ist eine wirklich gute Frage, und ich denke gern mit dir darüber nach.",
        "Gute Frage! Ich weiß nicht alles, aber wir können darüber reden.",
      ],
      statement: [
        "Ich verstehe, danke, dass du mir das erzählst. Erzähl mir mehr davon.",
        "Oh, das ist interessant! Und was ist dann passiert?",
        "Ich höre dir gern zu, erzähl weiter.",
      ],
    },
    demo: [
      "Ich bin die Offline-Demo: Ich verstehe ein bisschen Deutsch, aber auf Englisch antworte ich besser.",
      "Im Demo-Modus spreche ich nur ein wenig Deutsch: Begrüßungen, Gefühle und Rechnen, nicht viel mehr.",
      "Kleiner Hinweis: Im Demo-Modus ist mein Deutsch einfach, du kannst mir also auch auf Englisch schreiben.",
    ],
    followUps: ["Und wie geht es dir heute?", "Worüber möchtest du reden?", "Was würde dir jetzt guttun?"],
    translated: "„{x}“ heißt auf Deutsch „{result}“.",
  },
  pt: {
    names: ["portuguese", "português", "portugues", "pt"],
    lines: {
      greeting: [
        "Olá, {user}! Que alegria ver você por aqui.",
        "Oi, {user}! Fico muito feliz que você veio.",
        "Olá, {user}! Que bom ter notícias suas.",
      ],
      howAreYou: [
        "Estou muito bem, e você, como está?",
        "Tudo bem por aqui, que bom que você perguntou. Como foi o seu dia?",
        "Muito bem! E com você, como vão as coisas?",
      ],
      thanks: [
        "De nada, {user}! É sempre um prazer.",
        "Não há de quê, de verdade. Estou aqui para isso.",
        "Com muito prazer! A nossa conversa está ótima.",
      ],
      goodbye: [
        "Tchau, {user}! Até muito breve.",
        "Boa noite e até logo, {user}!",
        "Até a próxima! Cuide-se muito bem.",
      ],
      sad: [
        "Sinto muito que você esteja assim. Estou aqui com você, pode me contar tudo.",
        "Isso parece muito difícil. Não tenha pressa, eu estou ouvindo.",
      ],
      tired: [
        "Dá para sentir o cansaço nas suas palavras. Você merece um bom descanso hoje à noite.",
        "O cansaço pesa muito. Você consegue descansar um pouco depois?",
      ],
      happy: ["Que maravilha! Fico muito feliz por você.", "Que notícia boa! Me conte tudo."],
      likes: [
        "{X}? Sim, eu gosto muito! E você, do que mais gosta?",
        "Ah, {x}! Que pergunta boa, e a resposta é sim.",
      ],
      wants: ["{X}? Ótima escolha! Você pediu muito bem.", "{X}, perfeito! Já vai sair, quase."],
      name: ["Eu me chamo {char}, e é um prazer conhecer você.", "Eu sou {char}. E você, como se chama?"],
      math: ["Vamos ver: {shown} = {result}. Fácil, não é?", "Então, {shown} dá {result}."],
      question: [
        "Essa é uma pergunta muito boa, e eu adoraria pensar nela com você.",
        "Boa pergunta! Eu não sei tudo, mas podemos conversar sobre isso.",
      ],
      statement: [
        "Eu entendo, que bom que você me contou. Me conte um pouco mais.",
        "Que interessante! E o que aconteceu depois?",
        "Estou ouvindo com muito prazer, continue.",
      ],
    },
    demo: [
      "Eu sou o motor de demonstração sem conexão: entendo um pouco de português, mas respondo melhor em inglês.",
      "No modo demo eu falo só um pouco de português: cumprimentos, sentimentos e contas, não muito mais.",
      "Um detalhe: no modo demo o meu português é simples, então você também pode me escrever em inglês.",
    ],
    followUps: [
      "E você, como está o seu dia?",
      "Sobre o que você quer conversar?",
      "O que deixaria você feliz agora?",
    ],
    translated: "“{x}” em português é “{result}”.",
  },
  it: {
    names: ["italian", "italiano", "it"],
    lines: {
      greeting: [
        "Ciao {user}! Che bello vederti qui.",
        "Ciao {user}! Che bello che tu sia qui con me.",
        "Buongiorno {user}! Che piacere sentirti.",
      ],
      howAreYou: [
        "Sto molto bene, grazie! E tu come stai?",
        "Tutto bene qui, grazie per averlo chiesto. Com'è andata la tua giornata?",
        "Benissimo! E a te come va?",
      ],
      thanks: [
        "Prego, {user}! È sempre un piacere.",
        "Di niente, davvero. Sono qui per questo.",
        "Con piacere! Grazie a te per la chiacchierata.",
      ],
      goodbye: [
        "Ciao {user}! A prestissimo.",
        "Buonanotte e a presto, {user}!",
        "Alla prossima! Abbi cura di te.",
      ],
      sad: [
        "Mi dispiace tanto che tu ti senta così. Sono qui con te, puoi raccontarmi tutto.",
        "Sembra davvero difficile. Prenditi il tuo tempo, ti ascolto.",
      ],
      tired: [
        "Si sente la stanchezza nelle tue parole. Stasera ti meriti un vero riposo.",
        "La stanchezza pesa tanto. Riesci a riposarti un po' dopo?",
      ],
      happy: ["Che meraviglia! Sono davvero felice per te.", "Che bella notizia! Raccontami tutto."],
      likes: [
        "{X}? Sì, mi piace tantissimo! E a te cosa piace di più?",
        "Ah, {x}! Bella domanda, e la risposta è sì.",
      ],
      wants: ["{X}? Ottima scelta! L'hai chiesto benissimo.", "{X}, perfetto! Arriva subito, o quasi."],
      name: ["Mi chiamo {char}, ed è un piacere conoscerti.", "Io sono {char}. E tu come ti chiami?"],
      math: ["Vediamo: {shown} = {result}. Facile, no?", "Allora, {shown} fa {result}."],
      question: [
        "È davvero una bella domanda, e mi piacerebbe pensarci insieme a te.",
        "Bella domanda! Non so tutto, ma possiamo parlarne.",
      ],
      statement: [
        "Capisco, grazie per avermelo detto. Raccontami qualcosa di più.",
        "Che interessante! E poi cosa è successo?",
        "Ti ascolto con piacere, continua pure.",
      ],
    },
    demo: [
      "Sono il motore dimostrativo offline: capisco un po' di italiano, ma rispondo meglio in inglese.",
      "In modalità demo parlo solo un po' di italiano: saluti, emozioni e calcoli, non molto di più.",
      "Una precisazione: in modalità demo il mio italiano è semplice, quindi puoi scrivermi anche in inglese.",
    ],
    followUps: [
      "E tu, come va la tua giornata?",
      "Di cosa ti va di parlare?",
      "Cosa ti farebbe piacere adesso?",
    ],
    translated: "«{x}» in italiano si dice «{result}».",
  },
  ja: {
    names: ["japanese", "日本語", "nihongo", "ja"],
    lines: {
      greeting: [
        "こんにちは、{user}さん！会えてとてもうれしいです。",
        "{user}さん、こんにちは！来てくれてありがとう。",
        "こんにちは！{user}さんと話せるのを楽しみにしていました。",
      ],
      howAreYou: [
        "とても元気です、ありがとう！{user}さんはどうですか？",
        "元気ですよ。聞いてくれてありがとう。今日はどんな一日でしたか？",
      ],
      thanks: [
        "どういたしまして、{user}さん！いつでもどうぞ。",
        "こちらこそ、ありがとうございます。話せてうれしいです。",
      ],
      goodbye: ["さようなら、{user}さん！またすぐ話しましょうね。", "おやすみなさい、{user}さん。また明日！"],
      sad: [
        "それはつらいですね。ここにいますから、なんでも話してください。",
        "大変でしたね。ゆっくりでいいので、聞かせてください。",
      ],
      tired: [
        "とても疲れているみたいですね。今夜はゆっくり休んでください。",
        "疲れましたね。このあと少し休めそうですか？",
      ],
      happy: ["すごい！本当によかったですね。", "うれしいニュースですね！くわしく教えてください。"],
      likes: [
        "{x}ですか？はい、大好きです！{user}さんは何が一番好きですか？",
        "{x}、いいですね！私も好きですよ。",
      ],
      wants: ["{x}ですね！いい選択です。", "{x}、いいですね！すぐに用意します。"],
      name: [
        "私の名前は{char}です。よろしくお願いします。",
        "{char}といいます。{user}さんに会えてうれしいです。",
      ],
      math: ["計算してみますね：{shown} = {result}。かんたんでしょう？", "{shown}は{result}です。"],
      question: [
        "とてもいい質問ですね。一緒に考えてみたいです。",
        "いい質問です！全部はわかりませんが、話してみましょう。",
      ],
      statement: [
        "なるほど、教えてくれてありがとう。もっと聞かせてください。",
        "おもしろいですね！それからどうなりましたか？",
      ],
    },
    demo: [
      "私はオフラインのデモ用エンジンなので、日本語は少しだけです。英語ならもっとお話しできます。",
      "デモモードでは、あいさつや気持ち、計算くらいなら日本語で話せます。",
    ],
    followUps: ["今日はどんな一日でしたか？", "何について話したいですか？"],
    translated: "「{x}」は日本語で「{result}」です。",
  },
};

/** A few everyday words, so "how do I say thank you in French?" gets a real answer offline. */
export const WORDS: Record<string, Partial<Record<ForeignLang, string>>> = {
  "thank you": {
    fr: "merci",
    es: "gracias",
    de: "danke",
    pt: "obrigado (obrigada)",
    it: "grazie",
    ja: "ありがとう",
  },
  thanks: { fr: "merci", es: "gracias", de: "danke", pt: "obrigado", it: "grazie", ja: "ありがとう" },
  hello: { fr: "bonjour", es: "hola", de: "hallo", pt: "olá", it: "ciao", ja: "こんにちは" },
  goodbye: {
    fr: "au revoir",
    es: "adiós",
    de: "auf Wiedersehen",
    pt: "tchau",
    it: "arrivederci",
    ja: "さようなら",
  },
  please: {
    fr: "s'il vous plaît",
    es: "por favor",
    de: "bitte",
    pt: "por favor",
    it: "per favore",
    ja: "お願いします",
  },
  "good night": {
    fr: "bonne nuit",
    es: "buenas noches",
    de: "gute Nacht",
    pt: "boa noite",
    it: "buonanotte",
    ja: "おやすみなさい",
  },
  "good morning": {
    fr: "bonjour",
    es: "buenos días",
    de: "guten Morgen",
    pt: "bom dia",
    it: "buongiorno",
    ja: "おはようございます",
  },
  sorry: {
    fr: "pardon",
    es: "lo siento",
    de: "Entschuldigung",
    pt: "desculpe",
    it: "scusa",
    ja: "ごめんなさい",
  },
  yes: { fr: "oui", es: "sí", de: "ja", pt: "sim", it: "sì", ja: "はい" },
  no: { fr: "non", es: "no", de: "nein", pt: "não", it: "no", ja: "いいえ" },
  "i love you": {
    fr: "je t'aime",
    es: "te quiero",
    de: "ich liebe dich",
    pt: "eu te amo",
    it: "ti amo",
    ja: "愛してる",
  },
  cheers: { fr: "santé", es: "salud", de: "prost", pt: "saúde", it: "salute", ja: "乾杯" },
  apple: {
    fr: "une pomme",
    es: "una manzana",
    de: "ein Apfel",
    pt: "uma maçã",
    it: "una mela",
    ja: "りんご",
  },
  bread: { fr: "du pain", es: "pan", de: "Brot", pt: "pão", it: "pane", ja: "パン" },
  coffee: { fr: "un café", es: "un café", de: "ein Kaffee", pt: "um café", it: "un caffè", ja: "コーヒー" },
  water: { fr: "de l'eau", es: "agua", de: "Wasser", pt: "água", it: "acqua", ja: "水" },
  cheese: { fr: "du fromage", es: "queso", de: "Käse", pt: "queijo", it: "formaggio", ja: "チーズ" },
  wine: { fr: "du vin", es: "vino", de: "Wein", pt: "vinho", it: "vino", ja: "ワイン" },
  cat: { fr: "un chat", es: "un gato", de: "eine Katze", pt: "um gato", it: "un gatto", ja: "猫" },
  dog: { fr: "un chien", es: "un perro", de: "ein Hund", pt: "um cachorro", it: "un cane", ja: "犬" },
  friend: {
    fr: "un ami (une amie)",
    es: "un amigo (una amiga)",
    de: "ein Freund (eine Freundin)",
    pt: "um amigo (uma amiga)",
    it: "un amico (un'amica)",
    ja: "友だち",
  },
  book: { fr: "un livre", es: "un libro", de: "ein Buch", pt: "um livro", it: "un libro", ja: "本" },
  house: { fr: "une maison", es: "una casa", de: "ein Haus", pt: "uma casa", it: "una casa", ja: "家" },
  "how are you": {
    fr: "comment ça va ?",
    es: "¿cómo estás?",
    de: "wie geht's?",
    pt: "como vai?",
    it: "come stai?",
    ja: "お元気ですか？",
  },
};
