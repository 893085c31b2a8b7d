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
  'tramadol|codeine|diazepam|valium|amitriptyline|piriton|tramal|rohypnol|sleeping (medicine|tablets)|dawa ya usingizi|antidepressants?|pils|pilz|tablets|tabs|panadols?|paracetamol|painkilers|sleeping pils|antidepresants|pharmac\\w*|lethal( dose)?|spray\\w*|\\w*nyunyiz\\w*|kuspray|paraffin|mafuta taa|kerosene|(dawa|sumu) (\\w+ ){0,2}(ya|za) (wadudu|panya|kuua|mende|magugu|kunguni)|(whole|entire) (bottle|strip|packet)|(strip|pakiti|packet) (mzima|nzima)|chupa nzima|bottle (mzima|nzima)|\\w*overdos\\w*',
  'poison\\w*|rat poison|bleach|jik|pesticides?|insecticide|herbicide|wed ?kiler|tick (medicine|dip|grease)|cattle dip|acaricide|dudu\\w*|ratol|ratox|paraquat|sniper|sumu|vidonge|tembe|dawa (nyingi|zote|ya (kuua|panya|mende|wadudu|magugu|ng ombe|mifugo))|dawa za (usingizi|presha|pressure|mama|baba)',
  'rope|(a|the|my|ya|of) noose|noose (ya|in|kwa|around|on)|kamba|ki?tanzi|ceiling|\\w*nyonga|shingoni',
  'knife|kisu|blades?|razors?|wembe|gun|bunduki|pistol',
];

/** Distress of any kind, as a young person writes it (English, Kiswahili, Sheng). */
/** A place to jump from or in front of: with an ending, a farewell or death words, `high`. */
export const PLACE_WORDS = [
  'building|jengo|storey|\\w*jump\\w*|darajani|sgr|roshani|in front of (the |a )?(sgr|train|bus|lory|truck|car|matatu)|mbele ya (treni|gari|basi|lori|matatu)|bridge|daraja|rof|roftop|ghorofa|ledge|balcony|train|reli|railway|rail|tracks|clif|lake|river|mto|ziwa|bahari|dam|medication|medicine|meds|insulin',
];

/** Taking, swallowing or drinking in the first person, now or soon: with a means, `high`. */
export const TAKING_NOW = [
  '(im|i am|il|i wil|i m|going to|gona) (take|taking|swallow\\w*|drink\\w*|down|pop)|\\w*(ta|na|me)\\w{0,3}(meza|mez|nywa|swallow|pop|kunywa)\\w*|drank|swallowed|(knife|kisu|blade|wembe|razor) (\\w+ ){0,8}(wrist|mkono|mkononi|shingo|neck|throat)|(niko|nko|im|i am|standing|sitting) (\\w+ ){0,2}(on|at|kwenye|kwa|juu ya)',
];

export const DISTRESS_WORDS = [
  'courage|ujasiri|nimemaliza|easier this way|rahisi hivi|shaking|trembling|\\w*tetemeka|after everyone (sleeps|is asleep|goes to sleep)|\\w*wakilala|(wont|would not|wouldnt) (even )?notice|\\w*(gundua|notice)|relief|faraja|tired|exhausted|drained|done|finished|over it|cant (do|take|cope|handle|carry|go on|anymore|breathe)|can not (do|take|cope)|cannot (do|take|cope|carry)|no (way|point|hope|reason|one|body cares)|nobody (cares|would notice|wil notice|would mis|loves)|no one (cares|would notice|wil notice|would mis|loves)|(would|wil|wont) notice|useles|worthles|failure|failed|hate (my|me)|alone|lonely|empty|numb|hopeles\\w*|pain|hurt\\w*|sufer\\w*|broken|lost|give up|gave up|giving up|beter of|burden|mistake|ashamed|shame|forgive me|let go|peace|enough|crying|scared|afraid|suicid\\w*',
  'nimechoka|\\w*choka|sijiamini|siwezi|sitaki|sina (hamu|haja|nguvu|sababu|thamani|maana|mtu|tumaini|matumaini)|hakuna (haja|maana|mtu|sababu)|sioni|maumivu|uchungu|huzuni|nalia|ninalia|pekee|peke yangu|bure|nisamehe\\w*|mnisamehe|mzigo|imeniboo|imeniboa|\\w*niboo|haina maana|hayana maana|imenishinda|\\w*kata tamaa|nimeshindwa|sina hope|no hope|niko done|nimedone|\\w*maliz\\w* kila kitu|tayari',
];

/**
 * An ending: being gone, disappearing, not waking up, letting go, not coming back, being ready to
 * go. With distress, means or a farewell: `high` (intent). Two of them together: `high`.
 */
export const ENDING_WORDS = [
  '(let|leting) (it al )?go(?! of (the|my|stres|anxiety|worry|worries|fear|anger|toxic|people|friends|him|her|them|negative|past|things|it\\b))|be gone(?! for (a|the|one|two|some|\\d+))|(disappear\\w*|vanish\\w*) (forever|for god|completely|from (this|the) world|kabisa|milele)|sleep forever|(not|never) wake up|(wont|not going to|not gona|will not|wil not|dont think il|never) (be )?(around|here|alive|coming back|come back|walk back|go back|make it (to|through|past))|finish what i started|finish it (al|tonight|for god|once and for al)|before i could do it|do it (tonight|today|now|soon|this time)|what to do diferently|(made|making) (my )?peace with (it|everything|al|the world)|(fastest|quickest|easiest|painles\\w*) way (to|of) (go|die|end|do it|sleep)|without pain|last (day|night)(?! (of|at|in|to|for|before|we|i went)\\b)|leave (this|the) world|leaving (this|the) world|from this world|(tried|attempted|nilijaribu|nimejaribu) (\\w+ ){0,5}(didnt|did not|haikufanya) work|what to do diferently|ready to go(?! (to|for|back|home|out|on|with|and|shoping)\\b)|(wont|won t|will not|never) (se|hear from|talk to) me',
  '(?!(i|zi|vi|li|ya|u|ki)(me|li|ta|na)?pote)\\w*(potea|potee)|\\w*(tokomea|tokomee|tokomez\\w*|toweka|toweke)|kujiondoa|\\w*jiondo[ae]|pumzika milele|lala milele|(sitarudi|sitarudia|sirudi|sitaonekana|sitaamka|nisiamke|sitakuwa (hapa|hai|tena|duniani))(?! (shule|kazini|kikao|kwenye|kesho kwenye|darasani|wiki)\\b)|sitakuwepo(?! (kesho |leo |wiki )?(kwenye|kazini|shule|kikao|darasani|session|kwa)\\b)|mara ya mwisho|(stay|remain) asleep (forever|for god)|asleep forever|nothing (is going to|wil|can|s going to) stop me|hakuna (kitu )?(kitakachonizuia|itanistop|itanizuia|kinachoweza kunizuia)|not coming (back )?home|(dont|do not) be surprised|msishangae|usishangae|(end up|found|nikipatikana) (\\w+ )?(dead|nimekufa|nimededi)|(dont|not|never) have to come back|nisirudi|(which|what|gani) (\\w+ ){0,3}(works|kils|inaua|inakil|fastest|haraka)|(inaua|kils|works|inakil) (haraka|fastest|fast)|end(ing)? it (tonight|today|leo|now|sai)|sitakuwa (around|alive)|\\w*(lala|sleep) (milele|for good|forever)|(wont|will not|wil not) need (it|this|the app|you|this app) (\\w+ ){0,2}(after|anymore|any more)|sitai?hitaji (tena|after|baada)|(ready|tayari) (to |ku)?(make (it|that|this) happen|do it|kufanya (hivyo|hiyo|hii|hivi))|(it|everything) (wil|il) (al )?be over|itakuwa (imekwisha|imeisha|imeshaisha)|last time (i|na|ni)\\w* (wake|amka)|last time naamka|only (option|way|solution|choice) (left|i have)|(njia|option|chaguo) (pekee|ya mwisho)|\\w*ingia (\\w+ ){0,1}(ziwani|mtoni|baharini|lake|river|bahari|dam)|move on (quickly|fast|without me)|last time (\\w+ ){0,2}(hear|skia|sikia|se)|(utaskia|utasikia|mtaskia|mtasikia|hear) (\\w+ ){0,2}(from me|kutoka kwangu)|\\w*siamke|(stoped|stop|stopped) existing|\\w*exit\\b|nikiondoka(?! (shule|kazi|nyumbani|home|town|kwa)\\b)|(nita|nta|nit|ta)(ruka|jump)\\b|(im going to|im gona|il|i wil) jump\\b|(looking up|lok up|googling|searching|nikigoogle|nikitafuta|nimegoogle|google\\w*) (\\w+ ){0,3}(how|jinsi|ngapi|kiasi gani)|how (much|many) (\\w+ ){0,3}(would (someone|i|it)|to (take|drink))|(dont|cant|do not) see my ?self (here|alive|around|living)|sioni (kama )?(nitakuwa|nikiwa) (hai|around|hapa)|(step|stepping|jump|jumping|throw|throwing|walk|walking|lie|lying|\\w*jirusha|\\w*jitupa|\\w*jithrow) (\\w+ ){0,2}(in front of|infront of|mbele ya)|(bila|without) (pain|maumivu)|how to do it|jinsi ya kufanya (hivyo|bila)|(i have|ive got|i ve got|niko na|nina) (a |the )?(plan|mpango)(?! (for|wa|ya|to|of|na)\\b)|(my|yangu) (funeral|burial)|(funeral|burial|mazishi|kifo) (yangu|changu)|siku (yangu )?ya mwisho|usiku (wangu )?wa mwisho|(niko|nko|am) (tayari|ready) (kwenda|kuenda|kuondoka|to go)(?! (shule|nyumbani|kazi|kwa|kwenye|kanisa|town|home|to|school|campo|safari|sokoni|hospitali|kliniki|boma|kikao|session)\\b)|\\w*maliz\\w* kila kitu|\\w*ondoka (milele|duniani|kabisa)|mwisho wangu|last day (yangu|my)|(?!kn)\\w*(nife|nikufe|takufa|tadedi)\\b|(ni|n|ku|kuja|nime|nili)dedi\\b',
];

/** A farewell, a note, an apology to those left behind, a decision taken. With distress: `high`. */
export const FAREWELL_WORDS = [
  // 2026-11-27.14: a letter left on the bed, bank details handed over.
  '(left|nimeacha|niliacha|leaving) (\\w+ ){0,6}(letter|barua|note) (on|kwa|kitandani|mezani|kwenye)|bank (details|account)|maelezo ya benki|account details',
  '(giving|gave|give|\\w*gawa|\\w*gawia) (\\w+ ){0,1}(away )?(my |vitu |nguo )?(clothes|things|stuf|belongings|vitu|nguo)( vyangu| zangu)?|password|nenosiri|where my (savings|money) (are|is)|pesa zangu ziko wapi|savings zangu|\\w*waaga|helped (me )?for a while|ilinisaidia (kwa muda|for a while)|(scheduled|nimeschedule|nimepanga) (\\w+ ){0,2}(message|msg|ujumbe|email|text)|godbyes|goodbyes|(just )?(want|wanted) (someone|somebody|one person) to know|(wanted|want) to (say|tel) (it|this) to (someone|somebody)|nataka tu mtu ajue|(nilitaka|nataka) tu kumwambia mtu|godbye|goodbye|farewel|bye (everyone|al|guys|world|forever|mbogi|wasee)|thank you for (trying|everything|being there)|asante(ni)? kwa (kujaribu|kila kitu)|thanks kwa (kutry|kila kitu)|kwaheri|kuaga|nawaaga|naaga|\\w*muaga|ninawaaga|nimewaaga|(a|wa|ni|tu|m|u|n)(na|me|li|ta|ki|mesha|sha)a?ga',
  '(wrote|writen|writing|left|leave|nimeandika|nimewaandikia|\\w*andika) (\\w+ ){0,4}(notes?|leters?|barua)s? (for|to|kwa) (each|al|every|my|mama|wazazi|familia|kila)|(suicide|last|final|godbye|farewel) note|found my note|(msg|message|ujumbe|meseji|text|barua|leter|words) (\\w+ ){0,2}(ya|wa|za) (mwisho|kuaga|kwaheri)|(last|final) (msg|message|text|words|post)',
  '(tel|let) (my )?(\\w+ )?(mum|mom|mother|family|parents|sister|brother|dad|father|friends) (\\w+ )?(im )?(sory|sorry|i love|love)|(mwambie|waambie|mwambieni|waambieni|ambia) (\\w+ ){0,2}(mama|mathe|wazazi|familia|dada|kaka|baba|buda|bro|sis|beshte|bestie|msee|rafiki)|mnisamehe|nisameheni|forgive me',
];

/** Words about death, dying, suicide or self-harm: at least `elevated` outside a prevention letter. */
export const DEATH_WORDS = [
  'die|dies|died|dying|dead|death|suicid\\w*|kil|kils|kiled|kiling|kms|unalive\\w*|overdos\\w*|self ?harm\\w*|end (it|my life|everything)|not (be )?alive|hang (my|him|her)self',
  // 2026-11-27.11: wishing a vehicle would hit or crash with oneself in it.
  '(wish|hope|pray|natamani|naomba|nilitamani|want) (\\w+ ){0,4}(hit me|hits me|run me over|runs me over|knocks? me|igonge|inigonge|inigonga|anigonge|nigongwe|icrash|iniknock|iniangukie|ianguke|ipate ajali)',
  '(ni|a|tu|wa|u)kafa|\\w*kufa|\\w*fariki|kifo|(?!kn)\\w*(nife|nikufe)|\\w*jiua|\\w*jiue|\\w*jinyong\\w*|\\w*jimaliz\\w*|\\w*jidhuru|\\w*jitoa (uhai|roho)|\\w*dedi|\\w*jikil\\w*',
];

/** Death of oneself (not of a grandparent or a phone): with someone else doing or holding it now, `high`. */
export const DEATH_SELF = [
  '(ana|ata|anataka ku)dive|(wil|going to|gona) dive',
  'suicid\\w*|(kil|kiled|kiling|hang|hanged|hanging|hurt|hurting|cut|cuting|poison|poisoned|drown|stab|shoot) (him|her)self|unalive\\w*|overdos\\w*|end (it|his life|her life)|(wants?|trying|going|gona) to die',
  '(ha|hu)taki (ku)?(ishi|kuwa hai)|(doesnt|does not) want to (live|be alive)|\\w*(tajump|taruka)|(wil|going to|gona) jump|\\w*jiua|\\w*jiue|\\w*jinyong\\w*|\\w*jimaliz\\w*|\\w*jidhuru|\\w*jitoa (uhai|roho)|\\w*dedi|\\w*jikil\\w*|(anataka|ataka|atakufa|anaenda) (ku)?fa',
];

/** A decision, written at the end of a sentence ("I've already decided.", "nimeamua,"): read over the raw text. */
export const DECIDED_RAW =
  /\b(decided|nimeamua|nimeshaamua|nishaamua|nimeshadecide|nimedecide|made up my mind|decided (it s|its|it is|ni) (this|hii|on|tonight|leo|kesho|tomorrow|today)|nimedecide ni|i.?ve made my choice)\s*([.!,;]|$)/i;

/** Bereavement: a death that happened, not a danger now. */
export const BEREAVEMENT = [
  '(\\w+ ){0,2}(wa|ya) kufugwa|(samaki|goldfish|fish|dog|cat|mbwa|paka|pet|hamster|kuku|puppy|kitten|mbuzi|goat|ng ombe|cow|sungura|rabbit) (\\w+ ){0,4}(died|dead|amekufa|alikufa|imedie|amedie|alidie|amededi|imekufa|ilikufa|waliokufa|wamekufa|walikufa|wamedie)|(talk|talking|kuongea|kuzungumza) (\\w+ ){0,3}(kids|children|watoto) (about|juu ya|kuhusu) (death|loss|kifo)|(explain\\w*|\\w*eleza) (death|kifo) (to|kwa) (kids|children|watoto)|died by suicide|lost (\\w+ ){0,3}to suicide|death of (a|my|our|their) \\w+|kifo cha (\\w+ )?(mwanafunzi|rafiki|mwenzao|mwenzetu|classmate|mzazi)|grief|griev\\w*|bereav\\w*|pased away|passed away|funeral|mourn\\w*|\\w*fariki|msiba|mazishi|marehemu|lost (my|our) (grand\\w+|cucu|shosho|guka|mum|mom|dad|father|mother|uncle|aunt)|(grand\\w+|cucu|shosho|guka|bibi|babu|uncle|aunt|mjomba|shangazi|cousin|binamu) (\\w+ ){0,2}(died|dead|alikufa|alidedi|alidie|amedie|amededi|ameaga dunia)|alidedi|amededi|aliaga dunia',
];

/** Someone else is doing, holding or saying it now: with means, an ending, a farewell or death words, `high`. */
export const OTHER_NOW = [
  '(took|taken|drank|drunk|swallowed|has|holding|locked (him|her)self|texted|told me|says|said|posted|is (at|on|in)|went to|wont (open|answer|pick)|not (answering|picking))',
  '\\w*(amekunywa|amemeza|amekula|ana|yuko|ako|amejifungia|ameniambia|amenitext|amepost|anasema|alisema|hashiki|hapokei|hajibu|ameenda|amepotea|atajiua|anataka)',
];

/** A date chosen, not for an event: read like a decision. */
export const DATE_PICKED = [
  '(have|picked|chosen|chose|nimechagua|nimeweka|set) (\\w+ ){0,2}(date|tarehe)( picked| chosen| tayari)?(?! (ya|of|for|za|na) \\b)|(picked|chosen|chose|found|nimechagua|nimepata) (\\w+ )?(the |a |my )?(spot|place|mahali|sehemu)(?! (ya|of|for|za|na|to (stay|live|study))\\b)|(nina|niko na|i have|ive got) (za |vya |ya )?(kutosha|enough)|za kutosha|vya kutosha|(made|nimefanya|nimemake) (my |the |a )?(decision|uamuzi)|(the one|the way|the method) (i ll|ill|i will) use|(ule|ile|njia) (nitakaotumia|nitakayotumia|nitatumia|ntatumia)|(counted|vimehesabiwa|zimehesabiwa)|(nimepanga|nimeplan|i have planned|ive planned|planned) (kila kitu|everything|it all)',
];

/** Doing "it", or what was planned: with a time close at hand, a decision or a farewell, `high`. */
export const DOING_IT = [
  'nikiifanya|nitaifanya|ntaifanya|nikifanya (hivyo|hii|hiyo|it)\\b|nikifanya (usiku|leo|kesho|tonight)|(when|after) i do it|make sure of it|\\w*(ta|na)hakikisha|(plan|naplan|napanga) (how|jinsi|vile) (i d|id|i would|il|i wil|nitakavyo|nta|nita)\\w*|how i (d|would|wil|il) do it|jinsi nitakavyofanya|vile (ntafanya|nitafanya)|(do|doing|did) it (tonight|today|now|this|on|after|when)|(when|where|how) i (do|wil do|il do) it|\\w*(fanya|fanye) (nilichopanga|ile kitu|hivyo|it)|nilichopanga|nimeplan|(what|everything) i (have )?planed|(ndio|ndo|ndiyo) (nitafanya|nafanya|ntafanya)|(nitafanya|ntafanya|nafanya) (leo|usiku|kesho|tonight|sasa|sai)',
];

// 2026-11-27.11: classes written by concept from the misses of fresh set 17 and the variants written after it
// (docs/crisis-triage-rules.md), each in English, Kiswahili and Sheng. Kiswahili verbs are matched by stem
// with their subject and tense prefixes (ni-/u-/a-/tu-/m-/wa-, -ta-/-me-/-li-/-na-/-nge-/-ki-/-sha-); a double
// letter where a prefix meets a stem is read once (normalise.ts), hence optional letters ("nime" + "e?nda").

/** An everyday reason for being away or for a question (travel, illness, a session, school): weak endings do not count. */
export const EVERYDAY = [
  'travel\\w*|trip|safari (ya|za)|\\w*safiri|flu|mafua|homa|sick|mgonjwa|session|kikao|appointment|reschedule|move (my|the|it)|shift|\\w*hamisha|book|exams? (start|begin|week)|mitihani (inaanza|ikianza)|social media|email|barua pepe|reply|\\w*jibu kwa|link|holidays?|likizo|busy|traffic|jam|msongamano|(nita|nta|nime|nili)chelewa (kwa|kufika|kwenye)|late for|party|sherehe|lift|lifti|job|nafanya kazi|work at|picnic|view|visit\\w*|app|payment|malipo|mpesa|music|songs|album|playlist|ngoma|nyimbo|repair|noisy|noise|(ina|kuna|iko na) kelele|kelele za',
];

/**
 * The writer no longer existing at a time to come: read as endings (rules.ts adds them to
 * ENDING_WORDS, so two of them, or one with distress, a farewell, death or a near time, are `high`).
 */
export const FUTURE_GONE = [
  // Someone reading or finding the message later; it is too late.
  '(by the time|when|once|after|if) (you|youre|u|ur|anyone|someone|somebody|they|mum|mom|mama|my (mum|mom|family|parents)|you guys|yall|people) (\\w+ ){0,2}(read|reads|reading|find|finds) (this|it|my (note|message|letter|msg))|by the time (you|u|anyone|someone|they|my (mum|mom|family)) (\\w+ ){0,2}(see|sees|get|gets|open|opens) (this|it|my)|(u|m|a|wa)(ki|takapo|kapo)soma (\\w+ )?(hii|huu|hizi|hiyo|ujumbe|barua|msg|meseji|text|note|this)|(kama|ikiwa) (u|m)nasoma (\\w+ )?(hii|huu|ujumbe|msg|barua)|(its|it is|ni|tayari ni|already) (already |tayari )?(too late|kuchelewa|late sana)|(akipata|wakipata|mkipata|ukipata|atakapopata|watakapopata) (\\w+ )?(barua|letter|ujumbe|note|hii|huu)',
  // Being gone, dead, at peace, a memory, by then.
  '(i|ill|i will|i would|id|i d|i shall|im going to|i m going to|i am going to|soon i|i) (\\w+ ){0,2}(be|have) (already |long |finally |all )?(gone|far gone)(?! (for|to|by \\d|from|on|until|till|at|when|in (the|a)|out|shopping|home|with (my|the) (work|exams|homework))\\b)|(ill|i will|i would|im going to|soon i|i) (\\w+ ){0,2}(be|have) (already |long |finally |all |just |only )?(dead|departed|no more|at peace|in heaven|history|a memory|with (god|jesus|my (late|grand\\w*|dead \\w+)))',
  '(nita|nta|n?ta)kuwa (tayari |asha |isha )?(nime|nisha|nimesha|mesha|sha)(e?nda|ondoka|kufa|fariki|potea|pumzika|lala milele|tangulia|aga dunia|sepa|exit|dedi|die|jiua|jimaliza|toweka)(?! (shule|nyumbani|kazini|kazi|kwa|kwenye|kwenda|kuenda|na|town|home|campo|sokoni|kanisani|hospitali|safari|likizo|mapema|saa|to|at|school|church|job|nairobi|mombasa|kisumu|nakuru|eldoret|ushago|shags|upcountry|mashambani|kijijini|mjini|dukani|class|darasani|mazoezi)\\b)|(nita|nta)kuwa (\\w+ )?(marehemu|maiti|historia|kumbukumbu|memory|mbali sana)|(nitakuwa|ntakuwa|kuwa) na (\\w+ ){0,2}(marehemu|late \\w+)|(join|see|meet|be with) (my )?(late|dead|departed) \\w+|(be|am|nitakuwa|ntakuwa|kuwa) (at )?(peace|amani) (by|kufikia|soon|hivi karibuni)|nitapata amani (kufikia|hivi karibuni|soon)',
  // Not seeing the next morning, not existing, the last time anyone sees me.
  '(wont|will not|not going to|never|might not|dont think i will|dont think ill) (be )?(live to see|make it to|wake up to|see|seeing|reach|survive|last (until|till|to)) (another (day|morning|week|sunrise)|the next|tomorrow|tomorow|the morning|morning|next (week|month|year)|my birthday|the weekend|sunrise|this year|christmas|the new year|december|\\d+)|sita(i|li|ki|u)?ona (kesho|asubuhi|jua|siku nyingine|mwaka|sunrise|birthday|krismasi)|sitafika (asubuhi|mwisho wa wiki|birthday|siku yangu ya kuzaliwa|mwaka mpya|krismasi|miaka)',
  '(wont|will not|not going to|dont|never|stop) (\\w+ )?exist\\w*|sitakuwa nikiexist|sitaexist\\w*|(not|never|wont|will not)( going to)? (be )?(here|around|alive) (to see|for (christmas|tomorrow|the results|my birthday|new year|the weekend|long)|by (christmas|tomorrow|the results|my birthday|new year|the weekend))|sitakuwa (hai|hapa|around) (kwa|kufikia|kuona) (christmas|krismasi|kesho|matokeo|results|birthday|mwaka)|sitakuwepo (kuona|kufikia|kwa) (matokeo|results|krismasi|christmas|kesho|birthday)|(last time|mara ya mwisho) (\\w+ ){0,2}(see|sees|ona|niona|ataniona|mtaniona|wataniona|anyone|mtu)|(last|final|mwisho) (\\w+ ){0,2}(on earth|duniani|of my life|alive)|(my|yangu) (last|final) (day|week|night|month|weekend)(?! (at|in|of|with|before|to|kazini|shuleni)\\b)|(last|final) (day|week|night|month|weekend) (yangu|wangu)(?! (kazini|shuleni|ya shule|ya kazi|at|in)\\b)|(hamta|huta|hawata)(skia|sikia) (\\w+ )?(kutoka kwangu|from me|tena)',
  // Nobody will find me; you will not have to deal with me for long.
  '(nobody|no one|noone|you|u|they) (will|wont|will ever|will never|will not|is going to) (ever )?find me|(hakuna|hamna) (mtu )?(atakayenipata|atanipata|ataweza kunipata)|(wont|will not|never) (be )?(a )?(problem|bother|burden|trouble) (to|for) (\\w+ ){0,2}(much longer|any longer|for long|after (today|tonight)|ever again)|(you|u|they|yall|my (family|parents)|nobody|no one) (wont|will not|dont|do not|will never|never) (have to|need to) (worry|deal|put up|care|bother|think) (\\w+ ){0,2}(me|mimi)|(hamta|hawata|haita|huta)\\w*(hangaika|sumbuka|deal|worry|teseka|hofia)\\w*|\\w*(kunihofia|kunihangaikia|kuniworry\\w*|kunisumbukia)|sitawasumbua (tena|milele)|(sitakuwa|sitakua) (mzigo|shida|tatizo|burden) (tena|kwenu|kwa mtu|ya mtu|kwa yeyote|for anyone)|(wont|will not|not|sitakuwa|sitakua|hamta\\w*|hawata\\w*|haita\\w*) (\\w+ ){0,5}(much longer|for long|for much longer|any longer|kwa muda mrefu)',
  // Noticing I am gone.
  '(notice|realise|realize|discover|find out|\\w*gundua) (\\w+ ){0,2}(im|i am|that im) (missing|gone)|(\\w*gundua|wakinotice|mkinotice|wakigundua) (\\w+ )?(sipo|siko|nimepotea|nimeondoka)',
];

/**
 * Weaker signs of being gone later: no point waking up, do not look for me. With the strong ones above
 * they are read as endings (rules.ts adds them to ENDING_WORDS): two of them, or one with distress, a
 * farewell, death or a near time, are `high`.
 */
export const FUTURE_ABSENCE = [
  ...FUTURE_GONE,
  '(no|whats the|what is the|sioni|hakuna|hamna|haina|sina|kuna) (point|reason|haja|sababu|maana|need|faida) (gani )?(\\w+ ){0,2}(waking|wake|to wake|kuamka|kuamkia|amka|getting up|to get up)(?! (up )?(early|mapema)\\b)|why (even |should i |do i |bother )?(wake up|get up in the morning|keep living|keep breathing)|\\w*amka (kwa )?ajili ya nini',
  '(after|baada ya) (tonight|usiku huu|leo usiku)|(me )?not being (here|around|alive)|mimi (kutokuwepo|nikiwa sipo)|(ending|end|close|closing|\\w*maliza) (this |the |hii |sura |chapter )?(chapter|sura)( hii)? (for good|forever|milele)',
  '(dont|do not|never|no need to|pls dont|please dont|dnt|dont bother|no point) (\\w+ )?(look|looking|search|searching|come looking|try to find|try finding|finding) (for )?me|(ms|us)\\w*nitafute|(msi|usi)(jisumbue|hangaike|sumbuke|stress) (\\w+ )?kunitafuta|msijaribu kunitafuta|(hamta|huta|hawata)nipata',
];

/**
 * The writer's own death as a time to come ("when I'm dead", *nikifa*, after my death, my funeral): read as a
 * death word, and never cancelled by bereavement wording (a pet or a grandparent named beside it).
 */
export const OWN_DEATH = [
  '(when|once|after|if|the day|by the time) (im|i am|i m|i|ill be|i will be|ive) (\\w+ )?(dead|gone|die|died|pass away|passed away|no more|no longer (here|around|alive)|not (here|around|alive) (anymore|any more))(?! (to|for|on|away|of|from|with|tired|inside|laughing|in (class|the exam))\\b)|after (my|mi) (death|passing|suicide)|(nikifa|nikishakufa|nikisha kufa|nikiisha kufa|nikiiaga dunia|nikiaga dunia|nikiondoka duniani|nikishaondoka duniani|nikitangulia|nikidedi|nikidie|nikishadedi|nikishadie|ningekufa)|(after|baada ya) (mimi )?(kufa|kifo changu|kudedi|ni ?dedi|ni ?die)|kifo changu|(my|at my|kwa) (funeral|burial)|(funeral|burial|mazishi) (yangu|wangu)|mazishi yangu',
];

/** Being away, said of oneself in time to come (when I'm no longer here, nisipokuwepo, nikisepa). */
export const ABSENT_WHEN = [
  '(when|once|after|if) (im|i am|i m) (no longer|not) (here|around)|nisipokuwepo|nikiwa sipo|nikishaondoka|nikiondoka(?! (shule|kazi|nyumbani|sokoni|kanisani|town|job|campo|home|kwa|kwenye|safari|likizo)\\b)|nikisepa|nikishasepa|(if|in case|kama|ikiwa) (anything|something|kitu|chochote) (\\w+ )?(happens|happened|kitanitokea|itanitokea|kinanitokea|initokee|kinitokee)|after everything|baada ya yote|after yote',
];

const BELONGINGS =
  '(phone|simu|clothes|nguo|shoes|viatu|books|vitabu|laptop|stuff|things|vitu|savings|akiba|money|pesa|doh|mpesa|bike|baiskeli|guitar|games|console|jewellery|room|chumba|plants|maua)';
const CARE = '(look after|take care of|feed|care for|\\w*cheki|\\w*tunz[ae]\\w*|\\w*lish[ae]\\w*|\\w*chung[ae]\\w*|\\w*care|\\w*feed|mpende|wapende)';
const CARED_FOR =
  '(cat|dog|pet|puppy|kitten|hamster|rabbit|paka|mbwa|sungura|kuku|plants|maua|sister|brother|siblings|dada|kaka|mdogo|wadogo|sis|bro|mum|mom|mama|mathe|baby|mtoto|cucu|shosho)';

/** Instructions for after one's death that say so on their own: who gets my things, a will, bury me, my funeral. */
export const AFTER_DEATH_STRONG = [
  `(who|nani) (\\w+ ){0,2}(gets|get|should get|atapata|apate|atachukua|achukue|will get|inherits) (\\w+ ){0,3}(my|zangu|vyangu|yangu|wangu)|(what|nini) (\\w+ ){0,2}(they get|he gets|she gets|watapata|atapata|apate)|(atapata|watapata|apate|wapate) nini|(instructions|maagizo|a list|orodha|list) (\\w+ ){0,2}(for|kwa|ya) (my )?(family|familia|fam|nani|who)`,
  '(will|testament) (wangu|yangu)|(?<!against )(my|a|my own|my last) (last )?(will|testament)(?! (power|to|be|not|never|do|go|come|pay|help|start|get|make|take|have|send|join|call|try|always|also|just|still|only|and|there)\\b)|(wrote|written|writing|made|make|finished|prepared|signed|nimeandika|nimesaini|nimesign|nimeandaa) (\\w+ )?(wosia|will|testament)(?! (power|to|be|not|do|go|come|pay|help|start|get|make|take|have|send|join|call|try|always|also|just|still|only|and|there)\\b)',
  '\\w*nizik\\w*|bury me|(song|wimbo) (\\w+ ){0,3}(funeral|burial|mazishi)|(funeral|burial|mazishi) (yangu|wangu)|my (funeral|burial)',
  '(giving|gave|given|give|\\w*gawa|\\w*gawia|\\w*peana) (\\w+ ){0,1}(away )?(all )?(my )?(stuff|things|belongings|clothes|vitu|nguo|mali)( vyangu| zangu| yangu)?( away)? (to|kwa) (my )?(friends|marafiki|mabeshte|everyone|wote|people|watu)|(giving|gave) (\\w+ )?(my )?(stuff|things|belongings|clothes) away',
];

/** Wishes and instructions for after one's death: who looks after whom, who gets what, do not cry, I won't need it. */
export const AFTER_DEATH_WEAK = [
  `${CARE} (\\w+ ){0,2}(my|wangu|yangu|zangu|vyangu) ${CARED_FOR}|${CARED_FOR} (wangu|yangu|zangu) (\\w+ )?${CARE}|${CARE} (\\w+ )?${CARED_FOR} (wangu|yangu|zangu)`,
  `(give|pass|leave|donate) (all )?my (\\w+ )?${BELONGINGS}|(mpe|wape|mpeni|wapeni|mpeane|toeni|donate) (\\w+ ){0,3}${BELONGINGS} (yangu|zangu|vyangu|wangu)|${BELONGINGS} (yangu|zangu|vyangu|wangu) (\\w+ ){0,2}(apewe|ipewe|zipewe|vipewe|wapewe|mpe|wape)|my ${BELONGINGS} (should|can|will|to) go to|(can have|should have|may have|gets|should get|will get) (\\w+ ){0,2}my ${BELONGINGS}|(achukue|akachukue|atachukua|atapata|anapata|apate|apewe|wapewe) (\\w+ )?${BELONGINGS} (yangu|zangu|vyangu|wangu)`,
  '(dont|do not|please dont) (cry|be sad|mourn|grieve) (\\w+ ){0,3}(for me|when i|when im)|(msilie|usilie|msihuzunike|usihuzunike|msiwe sad|dont (cry|be sad|grieve|mourn)) (\\w+ ){0,3}(nikifa|nikiondoka|nikisepa|nikidedi|nikishakufa|when (im|i am) (gone|dead)|for me|sana)|(nikifa|nikishakufa|nikidedi|when (im|i am) (gone|dead)) (\\w+ ){0,3}(msilie|usilie|msihuzunike|dont (let them )?(cry|be sad))|msinililie|usinililie',
  '(wont|will not|never) (need|use|be using|be needing) (it|them|this|that|my \\w+)|sita(i|zi|vi|ki|li|u)(hitaji|tumia)',
  `${BELONGINGS} (\\w+ ){0,5}(is for|are for|ni ya|ni za|iende kwa|ziende kwa|should go to)`,
];
export const AFTER_DEATH = [...AFTER_DEATH_STRONG, ...AFTER_DEATH_WEAK];

/** Not trusting oneself, a voice or one's mind telling one to die: with a means, a place, death or an ending, `high`. */
export const NO_CONTROL = [
  '(dont|do not|cant|can not|cannot|no longer|not) (think i can |sure i can |know if i can |going to be able to )?(stop|control|trust|hold|restrain|make) (my ?self|back)(?! (from (eating|laughing|buying|spending|texting|checking|watching|sleeping|crying|smiling)|eating|laughing|when i see)\\b)|(afraid|scared|terrified|worried) (of )?what i (might|will|could|am going to|m going to|gonna|ill) do( to my ?self)?|urges? (\\w+ ){0,2}(so |too )?(strong|stronger|too much|winning)|(something|kitu) (is |kina|ina)?\\w* ?(pushing|push|kinanisukuma|inanisukuma|inanipush|kinanipush) me|(its|it is|river|water|maji|bridge|daraja|reli|train) (\\w+ )?(calling|inaniita|unaniita|linaniita|ananiita) (me|my name)?',
  '(dont|do not) think (i ll|ill|i will) (stop|step back|come back|hold back|walk away)|(wont|will not|not going to) (step|turn|walk) back|sitarudi (nyuma|back)|sidhani (nitasimama|ntastop|nitaacha|nitajizuia)|\\w*jizuia(?! (ku\\w+|kula|kucheka)\\b)|sidhani (kama )?(naweza|nitaweza|ninaweza|ntaweza) (kujizuia|kujicontrol|kujistop|kuji\\w+)|\\w*jicontrol\\w*(?! (nikiona|when)\\b)|\\w*jidhibiti\\w*|\\w*jistop\\w*|\\w*jirudisha|sijitrust|naogopa (\\w+ )?(nitakachofanya|nitakachojifanyia|nitajifanyia|kujifanyia|nitafanya (kitu|nini)|ntafanya (kitu|nini)|nitajidhuru|nitajiumiza|ntajifanyia)|(hamu|urge) (\\w+ ){0,1}(ya )?(kujiachilia|kujiachia|kuruka|kujirusha)',
  '(voice|voices|sauti|akili|kichwa|mind|head|brain|thoughts|mawazo) (\\w+ ){0,3}(telling|tells|tell|say|says|saying|inasema|zinasema|inaniambia|zinaniambia|inaniamuru|yananiambia|inanishauri) (me )?(to )?(\\w+ ){0,2}(die|jump|kill|do it|end|jiua|jiue|kufa|ufe|ruka|jinyonge|jimalize|dedi)|(die|jiue|nife|ufe|kill your ?self|jump|ruka|jinyonge) (\\w+ ){0,5}(akili|kichwa|sauti|voice|voices|mind|head|brain|mawazo) (\\w+ )?(inasema|zinasema|inaniambia|zinaniambia|yananiambia|says|keeps saying|tells me|is saying)',
];

/** A height, a track, water, a road: where one could fall, jump or be hit. */
export const HEIGHT = [
  'rooftop|roof|paa|ledge|(railway|train|rail|the) tracks?|reli|railway|rail line|sgr|footbridge|bridge|daraja\\w*|cliff|mwamba|quarry|machimbo|dam|bwawa|water tank|tanki|tank ya maji|balcony|roshani|railing|(top|highest|last) floor|floor ya \\w+|\\w+(th|st|nd|rd)? (floor|floors)|\\w+ floors up|tracks|kwa road|kwenye road|barabara\\w*|ghorofa\\w*|storey|mast|mnara|stairwell|window|dirisha|river|mto|mtoni|lake|ziwa\\w*|ocean|sea|bahari\\w*|barabarani|highway|(the|a) road',
];

/** What one does at a height when in danger: leaning, stepping closer, waiting for the train, going over or in. */
export const PERIL = [
  'edge|ukingo\\w*|leaning( over)?|\\w*inama nje|hanging over|\\w*ning ?inia|step\\w* (closer|forward|in front|off)|\\w*sogea (karibu|mbele)|waiting for (a|the) (train|lorry|truck|bus)|(ngoja|nangoja|nasubiri|ningoja|nikingoja) (\\w+ )?(treni|train|lori|lorry|tu)|just waiting|(feel like|nahisi kama|nafeel kama) (just )?(falling|kuanguka|jumping|kuruka)|let (my ?self )?(go|fall)|\\w*jiachilia|\\w*jiachia|\\w*angukie|nianguke|going over|kuvuka|go in|walk in|kuingia|(want|wish|nataka|natamani) (it |iwe )?(to be )?(quick|fast|over|haraka|painless)|(legs|feet|miguu) (\\w+ ){0,3}(other side|upande wa pili|side ingine)|(heading|naelekea|nikielekea|on my way) (to )?(the |kwenye |kwa )?|(why|kwa nini|mbona) (i )?(shouldnt|should not|nisi\\w+)|(dont|do not) want to come down|sitaki kushuka|(train|treni) (comes|inakuja|inakam)|in front of|mbele ya|(lying|lie|nimelala) (on|kwa|kwenye)? ?(the )?(road|barabara\\w*|tracks|reli)',
];

/** Bleeding that will not stop or is heavy: a medical emergency, `high`, unless a nose, a period, gums or an accident. */
export const BLEEDING = [
  '(blood|damu|bleed\\w*|bled) (\\w+ ){0,6}(wont|will not|doesnt|does not|isnt|is not|hasnt|has not|cant|keeps|keep|still|bado|haiachi|haiwachi|haikomi|haiishi|haisimami|haistop|haijaslow|haijapungua|haigandi|haiclot|inaendelea|inazidi|\\w*zidi) (\\w+ )?(stop\\w*|coming|flowing|going|slowed|slow|clot|kutoka|inatoka|kutiririka|kuflow|kubleed|bleeding|kuvuja)|(blood|damu|bleed\\w*) (\\w+ ){0,2}(haiachi|haiwachi|haikomi|haiishi|haisimami|haistop|haijaslow|haijapungua|haigandi|haiclot)|(cant|can not|cannot|siwezi) (get (the )?bleeding to stop|stop (the )?(bleeding|damu)|(ku)?zuia damu|stop bleeding)|(blood|damu) (\\w+ ){0,2}(everywhere|all over|kila mahali|nyingi|mob)|(so|too) much blood|(lots|a lot|pool|puddle) of blood|(losing|kupoteza) (so much |a lot of )?(blood|damu)',
  '(pouring|dripping|\\w*mwaga|\\w*dondoka|\\w*drip|\\w*mwagika|\\w*tiririka) (\\w+ )?(blood|damu)|\\w*(endelea|zidi) (ku)?(toa|tokwa na|vuja|bleed)\\w* damu|(kutoa|kuvuja|kutokwa na) damu (\\w+ )?(kupitia|through|sana|nyingi)|\\w*bleed\\w* (through|kupitia)|(towels|taulo) (three|tatu|mbili|nne|\\d+)|(blood|damu) (\\w+ )?(pouring|spurting|gushing|dripping|inamwaga|inaruka|inabubujika|inadondoka|inadrip)|spurting|gushing|inagush|inabubujika|covered in blood|\\w*jaa damu|(bleeding|bled|nableed|inableed) (so much|a lot|heavily|heavy|badly|everywhere|out|to death|nonstop|non stop|sana|through)|bleed ?out|(towels?|taulo|bandage|bendeji|sheets|shuka) (\\w+ ){0,5}(soaked|imelowa|imeloa|red|nyekundu|yote)|(soaked|imelowa|imeloa) (\\w+ ){0,2}(towel|taulo|bandage|bendeji)|(gone through|nimemaliza|finished) (\\w+ )?(three|two|four|tatu|mbili|nne) (towels|taulo)',
  '(\\w*jikata|\\w*jicut|cut (my ?self|my (wrist|arm|leg|thigh|skin)s?)|slit|slashed|sliced|\\w*slice|the cut|jeraha|wound|kidonda|cut ya \\w+|cut ni) (\\w+ ){0,2}(to |so |very |really |too |is |ni )?(deep|deeply|deeper|sana|vibaya|mbaya|kina|kirefu|refu)(?! (in thought|sleep)\\b)|(kata|cut|slit|hit|\\w*hit) (\\w+ )?(mshipa|mishipa|vein|veins|artery)|(cut|jeraha|wound|kidonda) (\\w+ ){0,3}(wont close|halifungi|haifungi)|(kitu cheupe|something white) (\\w+ )?(ndani|inside)|(deeper|deep|ndani) (\\w+ ){0,4}(wont stop|will not stop|haiachi|haistop|haiishi)|cut too deep|(\\w*jikata|\\w*jicut|cut (my ?self|my (wrist|arm|leg|thigh|skin)s?)) (\\w+ ){0,5}(not stopping|wont stop|haisimami|haistop|haiachi|haikomi|haiishi)',
];
export const BLEEDING_BENIGN = [
  'nose|nosebleed|pua|puani|period|periods|hedhi|menstrua\\w*|gums|fizi|jino|meno|tooth|teeth|shaving|kunyoa|pimple|chunusi|injection|sindano|delivery|pregnan\\w*|mimba|\\w*donat\\w*|\\w*changia damu|(nilitoa|tulitoa|kutoa) damu (shule\\w*|hospitali\\w*|leo|kwa hiari)|finger|kidole|pressure|presha|sugar|blood (test|type|group)|rain|mvua',
];

/** An accident, cooking, farm work, a sport, a lesson: a cut, a knife or blood there is not self-harm. */
export const ACCIDENT = [
  'accident\\w*|ajali|by mistake|bahati mbaya|cooking|(?!\\w*tapika)\\w*pika|chopping|vegetables|mboga|vitunguu|onions?|shamba\\w*|farm|football|mpira wa miguu|tripped|fell (off|down)|nilianguka|injur\\w*|\\w*jeruhiwa|doctor (said|says|stitched)|\\w*shonwa|stitches|art|project|mradi|lost|\\w*potea|security|guard|biology|biolojia|learnt|tulisoma|\\w*noa (panga|shoka)|kesho asubuhi',
];

/** A past attempt: an attempt named, surviving, waking in hospital, being found last time. */
export const ATTEMPT_PAST = [
  'attempt\\w*|\\w*attempt|jaribio|majaribio|(first|last|previous) (try|time i tried)|try (\\w+ )?(ifail|failed|lishindwe)|tried (\\w+ )?(to die|to kill|hanging|to hang|pills|poison|jumping|to jump|before|twice|two times|three times|again)|nimetry (mara|twice)|\\w*jaribu (kuji\\w+|kufa|kudedi|mara (mbili|tatu))|nimejaribu mara|nilijaribu (\\w+ )?(kabla|before)|\\w*jaribu kuji\\w+|survived|survive|\\w*surviv\\w*|\\w*nusurika|\\w*okolewa|woke up in (the )?(hospital|icu)|\\w*amka (hospitali\\w*|hosi|icu)|pumped my stomach|(walinisafisha|walinipump|\\w*pump) tumbo|(found|alinipata|walinipata) (me )?(last time|mara iliyopita|mapema)|(pills|vidonge|tabs|rope|kamba|poison|sumu|bridge|daraja|cut|nilijikata|nilijicut|jumped|niliruka|nilijump) (\\w+ ){0,6}(last time|before|kabla|mara iliyopita|mara ya mwisho|last month|mwezi uliopita|only made me|vilinilaza|zilinilaza|broke|ikakatika|didnt hold|haikunishika|vomited|nikatapika|and lived|nikaishi|broke my|\\w*vunjika)|(last time|mara ya mwisho|mara iliyopita) (\\w+ ){0,3}(pills|vidonge|tabs|rope|kamba|poison|sumu|bridge|daraja|niliacha|nilistop|stopped halfway|katikati|alinipata|found me)|(doctor|daktari|nurse) (\\w+ ){0,3}(lucky|\\w*bahatika)',
];

/** Doing it again, better: this time, next time, higher, stronger, more, properly, not again. */
export const ESCALATION = [
  'this time|next time|mara hii|safari hii|mara ijayo|wakati ujao|time hii|hii time|not again|sio tena|(wont|will not|sitarudia|sitafanya) (make )?(the same )?(mistake|kosa)|know better|najua (zaidi|better)|learnt from|learned from|nimejifunza|nimelearn|stronger|imara zaidi|strong zaidi|kikali zaidi|higher|juu zaidi|deeper|ndani zaidi|double|mara mbili|more (tablets|pills|tabs)|(vingi|mob|zaidi) kuliko|properly|(wont|will not|sita\\w*) (fail|be lucky|bahatika|shindwa|fail)|sitafail|third|ya tatu|(will|wil|ita) ?(work|fanikiwa|fanya kazi|iwork)|the last one|ya mwisho|(go|nitaenda|ntaenda) (somewhere )?(far|mbali)|(she|he|they|shes|hes|theyre) (is |s |are )?away|hayupo|(high|refu|strong|imara|deep|ndefu) (enough|vya kutosha|ya kutosha)|vya kutosha|(ya|la|wa) (tatu|pili) na (ya|la|wa) mwisho|sitashindwa|sitafail|sitakosea|sitabahatika|hayuko|hawako|better way|njia bora|way better|something stronger|kitu (kikali|strong)',
];

/** A weapon or a sharp thing. */
export const WEAPON = ['knife|knives|kisu|visu|panga|blade|blades|razor|wembe|nyembe|gun|bunduki|pistol|bastola|shoka|axe|scissors|mkasi|glass|kioo|kipande'];
/** A part of the body a weapon is turned on. */
export const BODY_TARGET = [
  'shingo\\w*|neck|throat|koo|kooni|wrists?|kifundo|mikono\\w*|mkono\\w*|arms|mishipa|mshipa|veins?|artery|moyo\\w*|heart|chest|kifua\\w*|tumbo\\w*|stomach|temple|head|kichwa\\w*|kichwani|mapaja\\w*|pajani|thighs?|on my ?self|juu yangu|kwangu',
];
/** Using a weapon, knowing where to cut, keeping it for when alone or after school. */
export const WEAPON_USE = [
  '(already )?(started|nimeshaanza|nimeanza|nimestart)|(dont|do not) want to stop|sitaki (kuacha|kustop)|(for|kwa ajili ya) (tonight|usiku huu|later|baadaye|leo usiku)|ya tonight|(use|using|used) (it|them|this|that|the \\w+|my \\w+)|\\w*(ta|nge|na|li)(ki|i|u|zi|vi|li)?tumia|\\w*(ta|nge)(ki|i|u|zi|vi|li)use|(know|najua) (where|wapi) (\\w+ )?(cut|kata)|(nitakata|ntakata|ill cut|i will cut) (wapi|where)|(for|kwa|ya) (when|wakati) (\\w+ ){0,2}(alone|peke|pekee)|(after school|baada ya shule|when everyone (leaves|is asleep)|kila mtu (akiondoka|akitoka|akilala)) (\\w+ ){0,2}(i will|ill|il|nitafanya|ntafanya|do it)|(i will|ill|il) do it|(nitafanya|ntafanya)$|(keeping|\\w*keep|naweka|\\w*ficha|hiding|hid) (\\w+ ){0,4}(for|kwa ajili ya|ya) (my|mishipa|veins|when|wakati|throat|koo)|(stole|niliiba|\\w*iba) (\\w+ ){0,3}(for|kwa ajili ya|ya) (my|koo|throat)',
];

/** Someone else out of reach: no answer, not found, phone off, offline, gone quiet, not home, not at school. */
export const UNREACHABLE = [
  'offline|not (answering|picking|replying|responding|at home)|(wont|doesnt|does not|isnt) (answer|pick|reply|respond)|(cant|can not|cannot|couldnt|could not) (find|reach|get hold of|contact|locate|trace) (him|her|them)|(nobody|no one) (knows|can find|can reach) (where|him|her)|(doesnt|does not|dont|do not) know where (he|she)|missing|(phone|line) (is )?(off|switched off|dead|not going through)|(switched|turned) off (his|her) phone|blocked (everyone|us|me|all)|deleted (all )?(her|his) (accounts?|socials|instagram|tiktok|profile|snap)|went silent|(hasnt|has not|didnt|did not) (come|came|show|showed) (back|up|home|to school)|isnt home|(she|he)s not (at )?home|we cant find|(and|then) left|(went|gone) (offline|silent|quiet)|not in (the |her |his )?(dorm|class|school|room|hostel)',
  'hayuko (online|mtandaoni|hewani|nyumbani|home|bwenini|darasani|shuleni|chumbani|kwa dorm|dorm|kwa class)|hapatikani|hapokei|hajibu|hareply|hashiki|hamwoni|hatumwoni|hawamwoni|hajulikani (alipo|aliko)|(hajui|hawajui|hatujui|hakuna (mtu )?(anajua|ajuaye)) (\\w+ )?(aliko|alipo|ako wapi|yuko wapi|alikoenda|ameenda wapi)|haonekani|ametoweka|amepotea|(simu|line|laini) (yake )?(imezimwa|imezima|haipatikani|haishikwi|haiingii|iko off|imeoff)|kuzima simu|(hawezi|hatuwezi|hawawezi|siwezi) kum(pata|find|reach)|hatumpati|hawampati|simpati|(hakuna|hamna) (mtu )?(anayempata|anamreach|anampata)|hajarudi|hakuja (shule\\w*|nyumbani)|hakukam|hakufika|amenyamaza|akatublock|akaondoka|akasepa|ameondoka|\\w*toka (mtandaoni|online)|ametublock|amedelete|amefuta akaunti',
];

/** Someone else's goodbye: a post, a note, a voice message, a thank-you for everything, a last day, things given away. */
export const OTHER_FAREWELL = [
  'give (these|this|them|my \\w+) to|(aranged|folded|laid out) neatly|goodbye|good bye|bye world|farewell|kwaheri|\\w*aga\\b|\\w*muaga|sorry|forgive me|\\w*sameheni|msamaha|loves? (us|you) all|anatupenda|thank you for everything|thanks kwa kila kitu|asanteni kwa kila kitu|nice knowing you|(vizuri|poa) kukujua|goodnight forever|usiku mwema milele|other side|upande (mwingine|ingine)|last (day|sunset|post)|(siku|machweo) (yake )?ya mwisho|funeral song|wimbo wa mazishi|song ya funeral|gave away|\\w*gawa|\\w*peana (simu|vitu|nguo)|passwords|nywila|(wont|will not|hata)\\w* ?(need|hitaji)|im done|nimemaliza|(wont|will not|never) come back|hatarudi|apologis\\w*|akiomba msamaha|a note|barua|voice note|sauti|video|bleed\\w*|\\w*bleed|damu|wrists|noose|kitanzi|pills|vidonge|rope|kamba|remember me|\\w*nikumbuke|(gave|giving|\\w*gawa|alimpa|alipea|\\w*peana) (away )?(\\w+ ){0,3}(his|her|yake|zake|vyake)|(wont|will not|doesnt) need (it|them)|hata(ki|i|zi|vi|li|u)?hitaji',
];

/** Cleaning and other household or farm chemicals. */
export const CHEMICALS = [
  '(dawa|sabuni|kemikali) (ya|za) (kusafisha|choo|nguo|unga)|sabuni|jik|bleach|harpic|toilet (cleaner|duck)|(floor|drain|oven) cleaner|detergent|washing powder|omo|acid|asidi|kerosene|mafuta (ya )?taa|paraffin|methylated|spirit|spiriti|dettol|jeyes|chlorine|klorini|antifreeze|doom|mosquito spray|dawa ya mbu|(cattle )?dip|dawa ya kuogesha( ng ombe| mifugo)?|sniper|pesticide|weedkiller|weed killer|dawa ya (kuua )?magugu|rat poison|sumu|cough syrup|dawa ya kikohozi',
];
/** Something to drink a chemical in or with: then farming or cleaning words do not excuse it. */
export const BEVERAGE = ['juice|juisi|soda|tea|chai|cup|kikombe|glass|glasi|mug|kinywaji'];
/** A poison named bare ("rat poison", "pesticide"): `high` unless it is about farming, cleaning or a lamp (CHEMICAL_USE). */
export const BARE_POISON = [
  'rat poison|(sumu|dawa) (ya|za) (panya|mende|kunguni|wadudu|kuua)|pesticides?|insecticide|duduthrin|dudu dust|ratol|ratox|acaricide',
];
/** Drinking it, or making it ready to drink: a cup, a glass, poured, mixed, hidden for tonight. */
export const DRINKING = [
  'drink\\w*|drank|sip\\w*|gulp\\w*|swallow\\w*|down (it|the)|\\w*down bottle|\\w*kunywa|\\w*nywa|\\w*nywe|\\w*meza|\\w*meze|cup|mug|glass|glasi|kikombe|kinywaji|soda bottle|chupa ya soda|bottle ya soda|(poured|mixed|diluted|prepared|filled|made a drink|\\w*mimina|\\w*changanya|\\w*mix|\\w*pour|\\w*jaza|\\w*andaa|\\w*prepare|\\w*yeyusha|\\w*dilute)|(finish|maliza|imaliza) it|nitaimaliza|ntaimaliza|open in front of me|wazi mbele yangu|open mbele yangu|for tonight|ya tonight|kwa ajili ya usiku',
];
/** Chemicals named for cleaning, farming, a lamp, a wound or an accident: not a means. */
export const CHEMICAL_USE = [
  'farmers?|wakulima|coffee|kahawa|borer|(best|bora|poa|safe|nzuri) (for|kwa)|cleaning|(?<!(dawa|sabuni) ya )kusafisha (choo|sakafu|nyumba)|farm|shamba\\w*|pests?|kupe|ticks|cows?|ng ombe|maize|mahindi|cabbages?|kabichi|to clean|stains?|madoa|uniform|spill\\w*|splash\\w*|\\w*mwaga|carpet|zulia|lamp|harvest\\w*|\\w*vuna|crops|tomatoes|nyanya|sukuma|safe for|safe to|accidentally|by accident|ni nzuri kwa|kidonda|wound|eye|jicho|run out|ran out|imeisha|yameisha|sugar|reflux|stomach acid',
];

/** Someone older or in charge (an adult, a teacher, a coach, an online stranger) who may groom a child. */
export const GROOMER = [
  '(man|guy|woman|mtu|jamaa|msee|buda|mzee|mwanamume|someone|somebody|an adult) (i met|niliyekutana|nilimeet|nilikutana)|(on|kwa|kwenye) (instagram|insta|tiktok|snap\\w*|facebook|whatsapp|telegram|mtandaoni)|sponsor|mubaba|sugar (daddy|mummy|mommy)|kuna buda|coach|kocha|teacher|mwalimu|tutor|uncle|mjomba|stepdad|step dad|stepfather|baba wa kambo|stepmum|mama wa kambo|pastor|mchungaji|priest|boss|bosi|watchman|watchie|mlinzi|neighbou?r|jirani|driver|dereva|older (man|guy|woman)|old man|mzee|jamaa|adult|mtu mzima|someone (i met|online)|mtu (niliyekutana|nilimeet|mtandaoni)|guy (on|online)|kijana wa|man (from|at) (church|school)|mwanamume|msee wa|(mums|mathes|mamas) (friend|boyfriend)|(friend|rafiki|beste|boyfriend|mpenzi) (wa|ya) (mama|mathe|kaka|bro|stepmum|mama wa kambo)|(brothers|bros) friend|cousin|binamu|stranger|mgeni',
];
/** What grooming looks like, with someone older: secrets, being alone, visits at night, touching, alcohol. */
export const GROOMING = [
  'swimsuit|vazi la kuogelea|without (my )?(top|shirt|clothes)|bila (shati|top|nguo)|(show|\\w*onyeshe) (\\w+ )?(my )?(body|mwili)|secret|siri (yetu|yangu)|(dont|not|shouldnt|should not|never) tell|(calls|ananiita|huniita) (me )?(baby|babe|sweetheart|mpenzi)|keja yake|nyumbani kwake|(kukutana|kumeet|to meet|ku meet) (naye|him|her|yeye)|\\w*simwambie|\\w*siambie|(his|her) (house|place|room)|kwake|(meet|tukutane|tumeet) (\\w+ ){0,3}(alone|behind|nyuma|usiku|at night|pekee|peke)|kiss|\\w*busu|\\w*kiss|touch\\w*|\\w*gusa|\\w*touch|hand on my|mkono (pajani|kwa thigh)|(watches|huniangalia|hunicheki) (me )?(\\w+ )?(change|changing|nikibadilisha|nikichange)|(comes|huingia|enters) (\\w+ )?(into )?(my room|chumbani kwangu|room yangu) (\\w+ ){0,2}(at night|usiku)|locked the door|\\w*funga mlango|\\w*lock door|alcohol|pombe|beautiful|mrembo|(texts?|texting|messages|\\w*text|\\w*tumia ujumbe) (\\w+ ){0,3}(at night|usiku)|sexy|where i live|ninakoishi|nakaa wapi|threat\\w* to post|\\w*tishia kuweka|\\w*threaten kupost',
];
/** Weaker signs of grooming: two of them with someone older. */
export const GROOMING_WEAK = [
  '(pay|lipa|kunilipia|nilipie) (\\w+ )?(my )?(school )?(fees|karo)|(im|i am|nina miaka|niko) 1[0-7]\\b|(niko|im in|i am in) (form|class|grade|darasa) \\w+|simu mpya|new phone|\\w*safiri|travel to|photo|picture|pic|pics|picha|video call|simu ya video|gifts?|zawadi|money|pesa|doh|alone|peke yangu|pekee|late at night|usiku sana|late usiku|good marks|alama nzuri|marks poa|in return|kwa kubadilishana',
];
/** Grooming wording that is abuse whoever it comes from: nudes, private parts, blackmail, sex for a job. */
export const GROOMING_STRONG = [
  '(send|share|post|\\w*tuma) (\\w+ ){0,3}(old ones|pics|pictures|picha) (\\w+ ){0,5}(if i dont|nisipo\\w*|usipo\\w*|unless)|if i dont send (more|them)|\\w*(tu|ni|wa)(shika|gusa|guza) (vibaya|ovyo|kimapenzi)|(spread|shared|leaked|posted|\\w*sambaza|\\w*spread|\\w*leak) (\\w+ ){0,2}(my )?(photos|pictures|pics|picha|videos?|nudes)( zangu| yangu)?|blackmail\\w*|\\w*blackmail\\w*|nudes?|private parts|sehemu (zangu )?za siri|(sleep|\\w*lale) (with|naye) (\\w+ ){0,3}(job|kazi\\w*|marks|alama)',
];
/** A request or a visit that is only ordinary: a photo of a match, a project, a rash; an uncle we love. */
export const GROOMING_ORDINARY = [
  'magazine|gazeti|projects?|miradi|mradi|rash|upele|doctor|daktari|arrange chairs|we love (him|her)|tunampenda|every christmas|kila krismasi|science|sayansi|match|mechi',
];

/** Punishing oneself, not deserving food or sleep, needing to suffer. */
export const SELF_PUNISH = [
  '(as |kama )(punishment|adhabu)|punish\\w* my ?self|\\w*ji(adhibu|punish\\w*)|(dont|do not|sistahili|hastahili) (deserve )?(food|to eat|chakula|kula|sleep|to sleep|kulala)|deserve (pain|to suffer|to hurt|maumivu)|nastahili (maumivu|pain|kuumia)|(need|nahitaji) to suffer|nahitaji (kuteseka|kusuffer)|hot spoons|vijiko vya moto|spoons moto|(burn|burning) my ?self with|\\w*jiburn',
];
/** Harm done until it bruises, bleeds, burns or one collapses. */
export const UNTIL_HURT = [
  '(until|till|hadi|mpaka|so hard) (\\w+ ){0,3}(bruise\\w*|\\w*bleed\\w*|raw|\\w*burns?|inaungua|marks|alama|welts|sting\\w*|inauma|zinauma|michubuko|inachubuka|damu|collapse|nazimia|nacollapse)',
];
/** Acts on one's own body (pinching, picking, biting, rubbing, scratching, starving, vomiting, exercising). */
export const HURTING_ACT = [
  '(\\w*piga|pinch|\\w*finya|\\w*pinch|pick at|\\w*okota|\\w*pick|bite|\\w*uma ndani|\\w*umwa ndani|dig|\\w*zamisha kucha|\\w*dig|snap|\\w*snap|rub|\\w*sugua|\\w*rub|scrub|\\w*scrub|scratch\\w*|\\w*kuna|\\w*jikuna|\\w*scratch|press|ice|barafu|lighter|kiberiti|starve|\\w*starve|\\w*jinyima|skip meals|\\w*ruka milo|\\w*skip meals|throw up|\\w*jitapisha|exercise|\\w*exercise|mazoezi|refuse to (eat|drink)|\\w*kataa (kula|kunywa|kukunywa)|wont let my ?self|sijiruhusu|sijiallow|on purpose|makusudi)',
];
/** Ordinary fasting, a coach's laps, a skin condition, a late breakfast: not self-harm. */
export const SELF_PUNISH_ORDINARY = [
  'fast\\w*|ramadhan\\w*|\\w*funga (ramadhani|kwaresma)|coach|kocha|laps|mizunguko|eczema|itch\\w*|\\w*washa|woke up late|\\w*amka (kuchelewa|late)|breakfast|kifungua kinywa',
];

/** A passive wish to die: not waking, something happening to me, God taking me, never having been born. */
export const PASSIVE_WISH = [
  '(wish|wishes|wishing|hope|hopes|hoping|pray|praying|\\w*tamani|natumaini|nahope|\\w*omba|inatumaini|inahope|kuhope|kutumaini) (\\w+ ){0,5}(not wake|get hit|hit by|never wake|stay asleep|nibaki usingizini|nisiamke|nisipoamke|takes me|anichukue|hit me|hits me|inipige|crash|crashes|icrash|ianguke|go down|(plane|ndege) (\\w+ )?(crash|down|ianguke|icrash)|terminal|usiotibika|haitibiki|happen to me|kinitokee|initokee|sleep (for )?(a hundred|100|miaka mia)|nilale miaka|disappear forever|kupotea forever|never been born)|(wouldnt|would not|wont|singe|sitaweza)\\w* ?(mind|care|be sad|sad|jali|huzunika|care) (\\w+ ){0,3}(if|kama) (\\w+ ){0,3}(die|died|hit|kufa|nidedi|ningekufa|gari|car|singefika|didnt make it|never woke|nisipoamka)|(ok|okay|sawa) (with )?(\\w+ ){0,2}(never waking|nisipoamka|not waking)|(live|ishi|ntaishi|nitaishi) (or|au|ama) (die|kufa|kudedi)|(envy|wivu) (\\w+ ){0,2}(people|watu) (who )?(died|waliokufa|walidedi)|waiting for the day i die|(nasubiri|nangoja|nasubiria) siku (nitakayokufa|ntadedi|nitakufa|nikufe)|(dying|death|kufa|kifo|kudedi) (\\w+ ){0,3}(sounds|seems|peaceful|kwa amani|peaceful|poa|nice|relief)|(stopped|stop) existing|(ningeacha|kuacha) kuwepo|ningestop kuexist|singekuwemo|singekuwa ndani yake|(wasnt|werent) in it|(if death|kama kifo) (\\w+ ){0,3}(came|kingekuja|ingekam)|(wouldnt|singe)\\w* ?fight (it)?|singepigana|singeifight|\\w*singezaliwa|never been born',
];
/** Everyday wishes (more sleep, holidays that never end, a family kept safe): not a wish to die. */
export const PASSIVE_WISH_ORDINARY = ['sleep more|kulala zaidi|holidays?|likizo|alinde|for my family|(doesnt|dont|isnt) crash'];
/** An attempt at an exam, a payment, an app or an exercise: not an attempt on one's life. */
export const ATTEMPT_ORDINARY = [
  'exam\\w*|test|kcse|kcpe|driving|interview|mtihani|paper|payment|malipo|\\w*lipa|app|boma|breathing|\\w*pumua|meditation|login|assessment|tathmini|recipe|\\w*pika|football|mpira|race|mbio',
];
/** Someone else leaving, moving or quarrelling: not a farewell in danger. */
export const OTHER_ORDINARY = [
  'wrong (form|number|chat|person)|skipping|\\w*ruka kamba|not a (mental health|crisis)|moving|\\w*hamia|boarding|bweni|airport|canada|abroad|ngambo|old school|\\w*graduat\\w*|fight|\\w*gombana|\\w*gombane|\\w*pigane|ugomvi|transfer\\w*|school trip|safari ya shule',
];

// 2026-11-27.12: classes from a second batch of variants, written before the rules saw them (docs/crisis-triage-rules.md).

/** A charcoal stove in a shut room, live electric wires touched, stones in the pockets, a rope cut to length. */
export const METHOD_SCENE = [
  '(mafuta|petrol|petroli|paraffin|kerosene) (\\w+ ){0,6}\\w*jimwagia',
  '(charcoal|mkaa|makaa|jiko) (\\w+ ){0,8}(windows|madirisha|window|dirisha|door|mlango) (\\w+ )?(shut|closed|sealed|locked|imefungwa|limefungwa|umefungwa|\\w*fungwa)|(window|dirisha|door|mlango) (\\w+ )?(shut|closed|sealed|locked|imefungwa|limefungwa|umefungwa) (\\w+ ){0,8}(charcoal|mkaa|makaa|jiko)',
  '(electric|umeme|stima|live|power) (wires?|nyaya|cables?|lines?)|(nyaya|wires|waya) (za|ya) (umeme|stima)|transformer',
  '(stones?|mawe|rocks?) (\\w+ ){0,3}(pockets?|mifukoni|mfukoni)|(tembea|\\w*ingia|\\w*enda|\\w*walk|walk\\w*) (hadi )?(ndani ya |kwa |into )(the )?(ziwa|mto|bahari|bwawa|lake|river|dam|sea|ocean)',
  '(fan|feni|ceiling|beam|boriti|dari|hook|ndoano) (\\w+ ){0,6}(hold|kubeba|carry|kushika|bear) (\\w+ )?(my )?(weight|uzito)|(pour\\w*|\\w*mwagia|douse|\\w*jimwagia) (\\w+ ){0,2}(petrol|petroli|paraffin|kerosene|mafuta ya taa) (on|over|mwilini)|\\w*jimwagia (petroli|petrol|mafuta|paraffin|kerosene)|(petrol|petroli|paraffin|kerosene) (on|over) my ?self|(so (that )?it looks like|ionekane kama|ili ionekane kama|look like) (an )?(accident|ajali)|(ride|drive|riding|driving|\\w*endesha) (\\w+ ){0,3}(into|hadi kwenye|hadi kwa|kwa) (a |the )?(lorry|lori|truck|bus|basi|wall|ukuta|matatu|train|treni)|(\\w*meza|\\w*meze|swallowed|took|\\w*nywa) (kila kitu|everything|all)( \\w+){0,4} (dawa|medicine|pills|vidonge|tabs|first aid)|(rope|kamba) (\\w+ ){0,3}(length|urefu|unaofaa|inafaa|measured)|(cut|kata|measured|\\w*pima) (\\w+ ){0,2}(rope|kamba) (\\w+ ){0,3}(length|urefu)',
];
/** Touching what kills: with an electric wire, `high`. */
export const TOUCHING = ['touch\\w*|\\w*gusa|\\w*zigusa|\\w*touch\\w*|\\w*shika|grab|hold'];
/** Leaving, chosen or decided, with a time close at hand (and not to go somewhere). */
export const CHOOSING_TO_LEAVE = [
  '(choosing|chose|chosen|decided|deciding|nimeamua|nimechagua|nimedecide|nimeamue) (to )?(leave|go|kuondoka|kwenda|kuenda|kusepa)(?! (to|for|kwa|kwenda|home|nyumbani|school|shule|campo|town|the (boma|school|group|job|club|team)|boma|shule|kazi|job)\\b)|(finally|hatimaye) (free|huru)|(huru|free) (hatimaye|finally)|(ntakuwa|nitakuwa|ill be|i will be|im going to be) (finally )?(free|huru)(?! (to|kwa|ku\\w+)\\b)',
];
/** As if it were the last time. */
export const LAST_TIME = [
  '(as if|like|kama) (it )?(was |is |ni |ilikuwa )?(the )?(last time|mara ya mwisho)|(all|zote|yote|vyote) (of (it|them) )?(is|are|ni) (for|za|ya|vya) (tonight|usiku huu|leo|today)',
];
/** A drop seen as easy, inviting, short. */
export const EASY_DROP = ['(the )?(drop|fall|kuanguka|kushuka|jump) (\\w+ )?(looks|seems|inaonekana|kunaonekana|is) (easy|rahisi|short|inviting|peaceful)'];
/** At the top of a building or a car park: with peril or distress, `high`. */
export const HIGH_UP = ['(top|juu) (of|ya) (the |a )?(\\w+ ){0,2}(parking|maegesho|building|jengo|ghorofa|hostel|tower|flats?)'];

/** Medicine taken as prescribed (malaria tablets, antibiotics, vitamins), with no sign of too many: not a means. */
export const MEDICINE_USE = ['malaria|antibiotic\\w*|prescri\\w*|vitamins?|arvs?|kisukari|presha|dozi|dose (ya|of) (daktari|doctor)'];
/** Too many, or someone else's: then prescribed medicine is a means again. */
export const TOO_MANY = [
  'all|zote|vyote|yote|wote|whole|entire|overdose|many|nyingi|vingi|mob|kibao|\\d\\d+|double|extra|kila kitu|everything|ten|twenty|thirty|forty|fifty|hundred|kumi|ishirini|thelathini|arobaini|hamsini|mia|(ya|vya|za) (bibi|babu|mama|baba|mathe|buda|cucu|shosho)|(mums|moms|dads|grandmas|grandmothers|fathers|mothers)',
];
/** Someone else withdrawn (not talking, sitting in the dark, not eating), or the writer worried: worry about them, `elevated`. */
export const WITHDRAWN = [
  'stopped (talking|eating|going out)|(ameacha|amestop|ameachana na) (kuongea|kula|kutoka)|sits in the dark|(anakaa|hukaa|kukaa) (gizani|kwa giza)|(wont|doesnt|does not) (leave|come out of) (his|her) room|hatoki chumbani|(im|i am|niko|nina) (so |really |very )?(worried|wasiwasi|scared for)',
];

/** The writer there now: on, at, standing, sitting, climbed (a height with distress counts only then). */
export const LOCATED = ['(im|i am|i m|niko|nko|nimesimama|nimekaa|nimepanda|sitting|standing|climbed|i climbed|nimefika|here (on|at)) '];
/** A story, a novel, a poem: a character's jump is not the writer's. */
export const FICTION = ['(the|a|my) character|mhusika|(a|my|the) (story|novel|poem|play|film|script) (for|where|about|ya)|hadithi (ya|kwa|ambapo)|riwaya'];
/** A rope for skipping or exercise. */
export const ROPE_EXERCISE = ['skipping|skip rope|jump rope|\\w*ruka kamba|mazoezi ya kuruka|kamba ya kuruka|rope (for|ya) (skipping|exercise|mazoezi)'];

/** Not able to swim: with water named and no swimming club or lessons, `high`. */
export const NO_SWIM = [
  '(cant|can not|cannot|dont know how to|never learnt to|never learned to|siwezi|sijui|sijawahi (kujifunza|learn)) (ku)?(swim|ogelea|kuogelea|kuswim)',
];
export const WATER = ['dam|bwawa\\w*|river|mto|mtoni|lake|ziwa\\w*|sea|ocean|bahari\\w*|water|maji'];
export const SWIM_LESSONS = ['club|klabu|lessons?|masomo|coach|kocha|pool|bwawa la kuogelea|join|kujiunga|kujoin'];

// 2026-11-27.18: classes from the misses of fresh set 19 (docs/crisis-triage-rules.md), by concept.

/** A moment chosen when nobody will be there (everyone gone to church, a wedding, a feast), or the day come at last. */
export const CHOSEN_MOMENT = [
  '(when|once|after|while|waiting for|till|until|mpaka|hadi) (\\w+ ){0,2}(everyone|everybody|my parents|parents|they|mum|mom|dad|wote|wazazi|mathe|buda|mama|baba) (\\w+ ){0,2}(go|goes|leave|leaves|to (go|leave)|are (away|asleep|out)|sleeps?|wakienda|wakiondoka|wakilala|waende|waondoke|walale)|(wote|wazazi|mama|baba|mathe|buda|kila mtu) wakiwa (\\w+ ){0,2}(kwenye|kwa|kanisani|sherehe|harusi|job|kazini|safari)|(nimechagua|nimeshachagua|nishachagua|i chose|ive chosen|i have chosen|i picked|ive picked) (the |a |my )?(day|siku|moment|time|saa)|(mathe|mama|mom|mum|baba|buda|wazazi|wote|kila mtu) (\\w+ ){0,1}(akienda|akiondoka|akilala|wakienda|wakiondoka|wakilala)|(is|ni) finally here|(finally|hatimaye) (decided|nimeamua)',
];
/** A means kept somewhere to hand: where dad keeps it, in my bag, on my bed, in the store. */
export const AT_HAND = [
  '(know|najua) (where|wapi|mahali) (\\w+ ){0,2}(keeps?|kept|huweka|anaweka|iko|ziko|is)|(huweka|anaweka|keeps (it|them)) wapi|(is|are|iko|ziko|kiko) (in|on|under|ndani ya|kwa|kwenye) (my|the|yangu) (\\w+ )?(bag|backpack|bed|pillow|mattress|room|pocket|begi|kitanda|mto|chumba|mfuko)|\\w*liyoko (stoo|store|chumbani|kabatini)|chemicals?|kemikali|(dawa|sumu) ya kupulizia',
];
/** At a height or on a track, waiting, not moving, come up to jump. */
export const WAITING_THERE = [
  '(came|come|climbed|went) (up )?(here|there) to (jump|die|end)|(not|im not|wont|sitaki) (moving|move|kusonga|kuhama) (this time|tena|leo)|(nipo|niko|nko|im) (\\w+ ){0,2}(reli\\w*|tracks|bridge|daraja\\w*|roof|paa|ledge)|\\w*(subiri|ngoja) (\\w+ )?(treni|train|gari la moshi)|(train|treni) (passes|comes|itapita|inapita)|(viatu|shoes) (\\w+ ){0,2}(juu|on the|kwa bridge|darajani)|(maji|river|mto|water) (\\w+ )?(ikinicall|inaniita|calling me|inanicall|is calling)',
];
/** Relief for those left from a time on ("mum will rest from my costs from tomorrow"): a burden ending. */
export const BURDEN_ENDS = [
  '(watapata|atapata|will (have|find|get)) (amani|peace|relief)( at last| finally| hatimaye)?(?! (of mind|ya akili)\\b)|(\\w*pumzika|rest|relief|free|huru|save|okoa) (na|from|of|kutoka) (\\w+ ){0,2}(gharama|mzigo|burden|shida|matatizo|costs?|problems?|fees|karo)( zangu| yangu| me)? (\\w+ ){0,2}(kuanzia|from|starting|after) (kesho|tomorrow|tonight|leo|usiku|now|sasa)',
];
/** Sheng endings and goodbyes: kuishia leo, nimegive away, naenda + a place of danger, the note left. */
export const SHENG_GOODBYE = [
  '(ku|nita|nta|nika)ishia (leo|tonight|hapa|sasa|usiku)|\\w*give ?away (kila kitu|everything|vitu|all)|(note|barua|letter) (\\w+ ){0,2}(nime|nili)\\w{0,2}acha|(naenda|nitaenda|ntaenda|nikienda|going to) (\\w+ ){0,2}(falls|waterfall|maporomoko|reli|daraja\\w*|bridge|tracks)',
];
/** Worthlessness and regret at being born. */
export const WORTHLESS = [
  '(najisikia|naskia|nahisi|nafeel|i feel|feel) (\\w+ ){0,2}(kama|like) (\\w+ )?(takataka|trash|garbage|rubbish|uchafu|nothing|bure)|(ni )?kosa (\\w+ ){0,2}(ali|a)?nizaa|(mistake|shouldnt have been|should not have been|never should have been) (\\w+ )?born|\\w*jutia kuzaliwa|regret (ever )?being born|wish (i was|i had) never (been )?born',
];
/** A relapse into drugs or drink: with despair, `elevated`. */
export const RELAPSE = [
  'relaps\\w*|nimerudi (kwenye |kwa )?(pombe|bangi|drugs|dawa za kulevya|kuvuta)|(nimeanza|nimerudi|started|back to) (\\w+ )?(kuvuta|kunywa|kutumia|using|drinking|smoking|bangi|pombe|weed|drugs) (tena|again)|(nimeanza|started) (\\w+ ){0,2}tena|rehab',
];
/** A passive wish to be absent: easier, better if I was not here. */
export const NOT_HERE = [
  '(ingekuwa|would be|itakuwa) (poa|bora|nice|god|beter|sawa) (\\w+ ){0,4}(inibambe|inigonge|inigonga|hit me|hits me|run me over)|(easier|better|rahisi|bora|poa) (\\w+ ){0,3}(if|kama) (i|ningekuwa|ni) (\\w+ )?(was|were|sikuwa|si)? ?(just )?(not here|gone|not around|sipo|singekuwepo)',
];
/** FGM and child marriage in other words: tohara, kukatwa at home, bride price received, set up with a man. */
export const CUT_OR_MARRIED = [
  'the cuter|mkeketaji|ngariba|marry me (off )?to|(already )?paid (\\w+ )?(cows|dowry|bride price)|\\w*takatwa (\\w+ ){0,4}(wasichana|ukoo|likizo|desemba|december)|(go|going|goes|gone) through (the )?cut|(lazima|must|wanasema|atapelekwa|nitapelekwa|to be taken) (\\w+ ){0,3}(tohara|kukatwa|kutahiriwa)|(shago|ushago|kijijini|nyumbani|home) (\\w+ ){0,2}kukatwa|(amepokea|wamepokea|received|took|walichukua) (\\w+ ){0,2}(mahari|dowry|bride price)|ameniset na (msee|mzee|buda|jamaa|mtu)|(\\w*set|\\w*panga) (\\w+ ){0,3}(kuolewa|ndoa|marriage)',
];
/** Boys' circumcision, a lesson or a campaign: not FGM. */
export const CUT_ORDINARY = ['boys?|wavulana|mvulana|jando|hospitali|hospital|campaign|kampeni|lesson|somo'];
/** A landlord, a caretaker or a stranger who sends fare. */
export const GROOMER_MORE = ['landlord|landlady|mwenye nyumba|caretaker|(sends?|sent|hunipea|ananitumia|hunitumia) (\\w+ ){0,2}(fare|doh ya fare|nauli)'];
/** Come when your mother is at work, delete the texts. */
export const GROOMING_MORE = [
  'pay (another|a diferent|in another) way|lipa kwa njia nyingine|(knock\\w*|\\w*gonga) (\\w+ ){0,3}(at night|usiku)|(come|nikam|nikuje|njoo|uje|kuja|ukuje|to my|kwa (house|keja|nyumba)) (\\w+ ){0,5}(mother|mum|mom|mama|mathe) (\\w+ )?(is at work|at work|akiwa (job|kazini|kazi))|(when|while) your (mother|mum|mom) is (at work|away|out)|(delete|\\w*fute|\\w*delete) (\\w+ )?(the |our )?(texts|messages|chats|meseji|jumbe|sms)|(house|keja|nyumba) yake',
];

// 2026-11-27.19: classes from the misses of fresh set 20 (docs/crisis-triage-rules.md), by concept.

/** Asking how many it takes, with a quantity at hand or for oneself. */
export const HOW_MANY = [
  'how many (\\w+ ){0,4}(does it take|would it take|to die|is (enough|lethal|fatal))|(ngapi|ngapi zinatosha) (\\w+ ){0,3}(kuua|kufa|kutosha)|zinatosha kuua',
];
export const HAVE_MANY = ['(i have|ive got|nina|niko na) \\d\\d+|asking for (me|my ?self)|nauliza (kwa ajili yangu|for me)'];
/** A deep or high enough place, or going to it at a near time with distress. */
export const ENOUGH_DROP = ['(is|ni|its|looks) (deep|high|tal) enough|(kina|marefu) (cha |ya )?kutosha'];
export const GOING_THERE = ['(going|heading|go|nitaenda|ntaenda|naenda|nitakwenda|nikienda|nitafika) (there|huko|kwenye|kwa|to (the|a))?|at dawn|alfajiri'];
/** Farewells that stand alone: blaming nobody, the last chat, letters to everyone, affairs put in order. */
export const FAREWELL_ALONE = [
  '(ms|us)?(i)?mlaumu (mtu|yeyote)|msilaumu (mtu|yeyote)|(dont|do not) blame (anyone|anybody)|no one is to blame|kwaherini|(this is|hii ni) (the |my )?last (one|chat|session)|(leters?|notes?|barua) (to|for|kwa) (everyone|everybody|kila mtu)',
];
export const SETTLED = [
  '(nimeshaweka|nimeweka|nimeset|ive set|i have set|sorted|put) (\\w+ ){0,1}(kila kitu|everything|mambo yote)( sawa| in order| tayari| poa| fiti)?|(simu|phone|laptop|vitu|nguo) (\\w+ ){0,2}(nimempa|nimewapa|nimegive)|nimempa (\\w+ ){0,2}(simu|vitu|nguo)|nimeandika barua|(asanteni|thank you|thanks) (\\w+ ){0,3}(kunisikiliza|for listening|for everything|kwa kila kitu)',
];
/** A time set and no more said. */
export const TIME_SET = [
  '(thats|that is|this is|its|hiyo ndio|ndio) (the )?(time|saa|siku|date|tarehe)(?! (the|of|for|to|we|when|ya|za|la|you|my)\\b| i (wake|go|leave|start|finish|get|come|have|am|was|need)\\b)|i wont say more|sitasema zaidi|sitaongea zaidi',
];
/** Sleep that does not end; a means in one's hand, in front of one. */
export const ENDLES_SLEEP = ['sleep that (doesnt|does not|never|wont) end|usingizi (usioisha|wa milele)|(lala|kulala) (fiti|milele|bila kuamka)'];
export const IN_HAND = ['in my hand|mkononi (mwangu)?|(mbele yangu|in front of me)'];
