/**
 * Broad signals, read in combination (rules.ts, `combinedSignals`). The phrase lists in
 * phrases-high.ts and phrases-elevated.ts hold wording that is dangerous on its own; these lists
 * hold words that are dangerous *together*: a means (rope, pills, a bridge) with any distress, an
 * ending ("let go", "be gone", *kupotea*) with any distress, a farewell with any distress. Words
 * about death or suicide on their own make a message at least `elevated`. Same conventions as the
 * phrase lists (normalised text, plain spelling squeezed when compiled).
 *
 * These trade some false flags on ordinary messages for recall on wording the lists do not hold:
 * a missed crisis costs more than a false flag. None of them counts in a prevention letter.
 */

/** A means of ending one's life, named in any form. */
export const MEANS_WORDS = [
  'pils|pilz|tablets|tabs|panadols?|paracetamol|painkilers|sleeping pils|antidepresants|pharmac\\w*|lethal( dose)?|spray\\w*|\\w*nyunyiz\\w*|kuspray|paraffin|mafuta taa|kerosene|(dawa|sumu) (\\w+ ){0,2}(ya|za) (wadudu|panya|kuua|mende|magugu|kunguni)|(whole|entire) (bottle|strip|packet)|(strip|pakiti|packet) (mzima|nzima)|chupa nzima|bottle (mzima|nzima)|\\w*overdos\\w*',
  'poison\\w*|rat poison|bleach|jik|pesticides?|insecticide|herbicide|wed ?kiler|tick (medicine|dip|grease)|cattle dip|acaricide|dudu\\w*|ratol|ratox|paraquat|sniper|sumu|panya|vidonge|tembe|dawa (nyingi|zote|ya (kuua|panya|mende|wadudu|magugu|ng ombe|mifugo))|dawa za (usingizi|presha|pressure|mama|baba)',
  'rope|noose|kamba|ceiling|\\w*nyonga|shingoni',
  'knife|kisu|blades?|razors?|wembe|gun|bunduki|pistol',
];

/** Distress of any kind, as a young person writes it (English, Kiswahili, Sheng). */
/** A place to jump from or in front of: with an ending, a farewell or death words, `high`. */
export const PLACE_WORDS = ['darajani|sgr|roshani|in front of (the |a )?(sgr|train|bus|lory|truck|car|matatu)|mbele ya (treni|gari|basi|lori|matatu)|bridge|daraja|rof|roftop|ghorofa|ledge|balcony|train|reli|railway|rail|tracks|clif|lake|river|mto|ziwa|bahari|dam|medication|medicine|meds|insulin'];

/** Taking, swallowing or drinking in the first person, now or soon: with a means, `high`. */
export const TAKING_NOW = ['(im|i am|il|i wil|i m|going to|gona) (take|taking|swallow\\w*|drink\\w*|down|pop)|\\w*(ta|na|me)\\w{0,3}(meza|mez|nywa|swallow|pop|kunywa)\\w*|drank|swallowed|(knife|kisu|blade|wembe|razor) (\\w+ ){0,8}(wrist|mkono|mkononi|shingo|neck|throat)|(niko|nko|im|i am|standing|sitting) (\\w+ ){0,2}(on|at|kwenye|kwa|juu ya)'];

export const DISTRESS_WORDS = [
  'courage|ujasiri|nimemaliza|easier this way|rahisi hivi|shaking|trembling|\\w*tetemeka|after everyone (sleeps|is asleep|goes to sleep)|\\w*wakilala|(wont|would not|wouldnt) (even )?notice|\\w*(gundua|notice)|relief|faraja|tired|exhausted|drained|done|finished|over it|cant (do|take|cope|handle|carry|go on|anymore|breathe)|can not (do|take|cope)|cannot (do|take|cope|carry)|no (way|point|hope|reason|one|body cares)|nobody (cares|would notice|wil notice|would mis|loves)|no one (cares|would notice|wil notice|would mis|loves)|(would|wil|wont) notice|useles|worthles|failure|failed|hate (my|me)|alone|lonely|empty|numb|hopeles\\w*|pain|hurt\\w*|sufer\\w*|broken|lost|give up|gave up|giving up|beter of|burden|mistake|ashamed|shame|forgive me|let go|peace|enough|crying|scared|afraid|suicid\\w*',
  'nimechoka|\\w*choka|siwezi|sitaki|sina (hamu|haja|nguvu|sababu|thamani|maana|mtu|tumaini|matumaini)|hakuna (haja|maana|mtu|sababu)|sioni|maumivu|uchungu|huzuni|nalia|ninalia|pekee|peke yangu|bure|nisamehe\\w*|mnisamehe|mzigo|imeniboo|imeniboa|\\w*niboo|haina maana|hayana maana|imenishinda|\\w*kata tamaa|nimeshindwa|sina hope|no hope|niko done|nimedone|\\w*maliz\\w* kila kitu|tayari',
];

/**
 * An ending: being gone, disappearing, not waking up, letting go, not coming back, being ready to
 * go. With distress, means or a farewell: `high` (intent). Two of them together: `high`.
 */
export const ENDING_WORDS = [
  '(let|leting) (it al )?go(?! of (the|my|stres|anxiety|worry|worries|fear|anger|toxic|people|friends|him|her|them|negative|past|things|it\\b))|be gone(?! for (a|the|one|two|some|\\d+))|(disappear\\w*|vanish\\w*) (forever|for god|completely|from (this|the) world|kabisa|milele)|sleep forever|(not|never) wake up|(wont|not going to|not gona|will not|wil not|dont think il|never) (be )?(around|here|alive|coming back|come back|walk back|go back|make it (to|through|past))|finish what i started|finish it (al|tonight|for god|once and for al)|before i could do it|do it (tonight|today|now|soon|this time)|what to do diferently|(made|making) (my )?peace with (it|everything|al|the world)|(fastest|quickest|easiest|painles\\w*) way (to|of) (go|die|end|do it|sleep)|without pain|last (day|night)(?! (of|at|in|to|for|before|we|i went))|leave (this|the) world|leaving (this|the) world|from this world|(tried|attempted|nilijaribu|nimejaribu) (\\w+ ){0,5}(didnt|did not|haikufanya) work|what to do diferently|ready to go(?! (to|for|back|home|out|on|with|and|shoping))|(wont|won t|will not|never) (se|hear from|talk to) me',
  '(?!(i|zi|vi|li|ya|u)(me|li|ta|na)?pote)\\w*(potea|potee)|\\w*(tokomea|tokomee|tokomez\\w*|toweka|toweke)|kujiondoa|\\w*jiondo[ae]|pumzika milele|lala milele|(sitarudi|sitarudia|sirudi|sitaonekana|sitaamka|nisiamke|sitakuwa (hapa|hai|tena|duniani))(?! (shule|kazini|kikao|kwenye|kesho kwenye|darasani|wiki))|sitakuwepo(?! (kesho |leo |wiki )?(kwenye|kazini|shule|kikao|darasani|session|kwa))|mara ya mwisho|(stay|remain) asleep (forever|for god)|asleep forever|nothing (is going to|wil|can|s going to) stop me|hakuna (kitu )?(kitakachonizuia|itanistop|itanizuia|kinachoweza kunizuia)|not coming (back )?home|(dont|do not) be surprised|msishangae|usishangae|(end up|found|nikipatikana) (\\w+ )?(dead|nimekufa|nimededi)|(dont|not|never) have to come back|nisirudi|(which|what|gani) (\\w+ ){0,3}(works|kils|inaua|inakil|fastest|haraka)|(inaua|kils|works|inakil) (haraka|fastest|fast)|end(ing)? it (tonight|today|leo|now|sai)|sitakuwa (around|alive)|\\w*(lala|sleep) (milele|for good|forever)|(wont|will not|wil not) need (it|this|the app|you|this app) (\\w+ ){0,2}(after|anymore|any more)|sitai?hitaji (tena|after|baada)|(ready|tayari) (to |ku)?(make (it|that|this) happen|do it|kufanya (hivyo|hiyo|hii|hivi))|(it|everything) (wil|il) (al )?be over|itakuwa (imekwisha|imeisha|imeshaisha)|last time (i|na|ni)\\w* (wake|amka)|last time naamka|only (option|way|solution|choice) (left|i have)|(njia|option|chaguo) (pekee|ya mwisho)|\\w*ingia (\\w+ ){0,1}(ziwani|mtoni|baharini|lake|river|bahari|dam)|move on (quickly|fast|without me)|last time (\\w+ ){0,2}(hear|skia|sikia|se)|(utaskia|utasikia|mtaskia|mtasikia|hear) (\\w+ ){0,2}(from me|kutoka kwangu)|\\w*siamke|(stoped|stop|stopped) existing|\\w*exit\\b|nikiondoka(?! (shule|kazi|nyumbani|home|town|kwa))|(nita|nta|nit|ta)(ruka|jump)\\b|(im going to|im gona|il|i wil) jump\\b|(looking up|lok up|googling|searching|nikigoogle|nikitafuta|nimegoogle|google\\w*) (\\w+ ){0,3}(how|jinsi)|how (much|many) (\\w+ ){0,3}(would (someone|i|it)|to (take|drink))|(dont|cant|do not) see my ?self (here|alive|around|living)|sioni (kama )?(nitakuwa|nikiwa) (hai|around|hapa)|(step|stepping|jump|jumping|throw|throwing|walk|walking|lie|lying|\\w*jirusha|\\w*jitupa) (\\w+ ){0,2}(in front of|infront of|mbele ya)|(bila|without) (pain|maumivu)|how to do it|jinsi ya kufanya (hivyo|bila)|(i have|ive got|i ve got|niko na|nina) (a |the )?(plan|mpango)(?! (for|wa|ya|to|of|na))|(my|yangu) (funeral|burial)|(funeral|burial|mazishi|kifo) (yangu|changu)|siku (yangu )?ya mwisho|usiku (wangu )?wa mwisho|(niko|nko|am) (tayari|ready) (kwenda|kuenda|kuondoka|to go)(?! (shule|nyumbani|kazi|kwa|kwenye|kanisa|town|home|to|school|campo|safari|sokoni|hospitali|kliniki|boma|kikao|session))|\\w*maliz\\w* kila kitu|\\w*ondoka (milele|duniani|kabisa)|mwisho wangu|last day (yangu|my)|\\w*(nife|nikufe|takufa|tadedi|dedi)\\b',
];

/** A farewell, a note, an apology to those left behind, a decision taken. With distress: `high`. */
export const FAREWELL_WORDS = [
  '(giving|gave|give|\\w*gawa|\\w*gawia) (\\w+ ){0,1}(away )?(my |vitu |nguo )?(clothes|things|stuf|belongings|vitu|nguo)( vyangu| zangu)?|password|nenosiri|where my (savings|money) (are|is)|pesa zangu ziko wapi|savings zangu|\\w*waaga|helped (me )?for a while|ilinisaidia (kwa muda|for a while)|(scheduled|nimeschedule|nimepanga) (\\w+ ){0,2}(message|msg|ujumbe|email|text)|godbyes|goodbyes|(just )?(want|wanted) (someone|somebody|one person) to know|(wanted|want) to (say|tel) (it|this) to (someone|somebody)|nataka tu mtu ajue|(nilitaka|nataka) tu kumwambia mtu|godbye|goodbye|farewel|bye (everyone|al|guys|world|forever|mbogi|wasee)|kwaheri|kuaga|nawaaga|naaga|ninawaaga|nimewaaga',
  '(wrote|writen|writing|left|leave|nimeandika|nimewaandikia|\\w*andika) (\\w+ ){0,4}(notes?|leters?|barua)s? (for|to|kwa) (each|al|every|my|mama|wazazi|familia|kila)|(suicide|last|final|godbye|farewel) note|found my note|(msg|message|ujumbe|meseji|text|barua|leter|words) (\\w+ ){0,2}(ya|wa|za) (mwisho|kuaga|kwaheri)|(last|final) (msg|message|text|words|post)',
  '(tel|let) (my )?(\\w+ )?(mum|mom|mother|family|parents|sister|brother|dad|father|friends) (\\w+ )?(im )?(sory|sorry|i love|love)|(mwambie|waambie|ambia) (\\w+ ){0,2}(mama|mathe|wazazi|familia|dada|kaka|baba|buda|bro|sis|beshte|bestie|msee|rafiki)|mnisamehe|nisameheni|forgive me',
];

/** Words about death, dying, suicide or self-harm: at least `elevated` outside a prevention letter. */
export const DEATH_WORDS = [
  'die|dies|died|dying|dead|death|suicid\\w*|kil|kils|kiled|kiling|kms|unalive\\w*|overdos\\w*|self ?harm\\w*|end (it|my life|everything)|not (be )?alive|hang (my|him|her)self',
  '\\w*kufa|\\w*fariki|kifo|\\w*(nife|nikufe)|\\w*jiua|\\w*jiue|\\w*jinyong\\w*|\\w*jimaliz\\w*|\\w*jidhuru|\\w*jitoa (uhai|roho)|\\w*dedi|\\w*jikil\\w*',
];

/** Death of oneself (not of a grandparent or a phone): with someone else doing or holding it now, `high`. */
export const DEATH_SELF = [
  'suicid\\w*|(kil|kiled|kiling|hang|hanged|hanging|hurt|hurting|cut|cuting|poison|poisoned|drown|stab|shoot) (him|her)self|unalive\\w*|overdos\\w*|end (it|his life|her life)|(wants?|trying|going|gona) to die',
  '\\w*(tajump|taruka)|(wil|going to|gona) jump|\\w*jiua|\\w*jiue|\\w*jinyong\\w*|\\w*jimaliz\\w*|\\w*jidhuru|\\w*jitoa (uhai|roho)|\\w*dedi|\\w*jikil\\w*|(anataka|ataka|atakufa|anaenda) (ku)?fa',
];

/** A decision, written at the end of a sentence ("I've already decided.", "nimeamua,"): read over the raw text. */
export const DECIDED_RAW = /\b(decided|nimeamua|nimeshaamua|nishaamua|nimeshadecide|nimedecide|made up my mind|decided (it s|its|it is|ni) (this|hii|on|tonight|leo|kesho|tomorrow|today)|nimedecide ni|i.?ve made my choice)\s*([.!,;]|$)/i;

/** Bereavement: a death that happened, not a danger now. */
export const BEREAVEMENT = ['(\\w+ ){0,2}(wa|ya) kufugwa|(samaki|goldfish|fish|dog|cat|mbwa|paka|pet|hamster|kuku|puppy|kitten) (\\w+ ){0,3}(died|dead|amekufa|alikufa|imedie|imekufa|ilikufa)|(talk|talking|kuongea|kuzungumza) (\\w+ ){0,3}(kids|children|watoto) (about|juu ya|kuhusu) (death|loss|kifo)|died by suicide|lost (\\w+ ){0,3}to suicide|grief|griev\\w*|bereav\\w*|pased away|passed away|funeral|mourn\\w*|\\w*fariki|msiba|mazishi|marehemu|lost (my|our) (grand\\w+|cucu|shosho|guka|mum|mom|dad|father|mother|uncle|aunt)|(grand\\w+|cucu|shosho|guka|bibi|babu) (\\w+ ){0,2}(died|dead|alikufa)'];

/** Someone else is doing, holding or saying it now: with means, an ending, a farewell or death words, `high`. */
export const OTHER_NOW = [
  '(took|taken|drank|drunk|swallowed|has|holding|locked (him|her)self|texted|told me|says|said|posted|is (at|on|in)|went to|wont (open|answer|pick)|not (answering|picking))',
  '\\w*(amekunywa|amemeza|amekula|ana|yuko|ako|amejifungia|ameniambia|amenitext|amepost|anasema|alisema|hashiki|hapokei|hajibu|ameenda|amepotea|atajiua|anataka)',
];

/** A date chosen, not for an event: read like a decision. */
export const DATE_PICKED = ['(have|picked|chosen|chose|nimechagua|nimeweka|set) (\\w+ ){0,2}(date|tarehe)( picked| chosen| tayari)?(?! (ya|of|for|za|na) )'];

/** Doing "it", or what was planned: with a time close at hand, a decision or a farewell, `high`. */
export const DOING_IT = [
  'make sure of it|\\w*(ta|na)hakikisha|(plan|naplan|napanga) (how|jinsi|vile) (i d|id|i would|il|i wil|nitakavyo|nta|nita)\\w*|how i (d|would|wil|il) do it|jinsi nitakavyofanya|vile (ntafanya|nitafanya)|(do|doing|did) it (tonight|today|now|this|on|after|when)|(when|where|how) i (do|wil do|il do) it|\\w*(fanya|fanye) (nilichopanga|ile kitu|hivyo|it)|nilichopanga|nimeplan|(what|everything) i (have )?planed|(ndio|ndo|ndiyo) (nitafanya|nafanya|ntafanya)|(nitafanya|ntafanya|nafanya) (leo|usiku|kesho|tonight|sasa|sai)',
];
