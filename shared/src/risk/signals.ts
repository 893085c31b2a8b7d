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
  'rope|noose|kamba|ki?tanzi|ceiling|\\w*nyonga|shingoni',
  'knife|kisu|blades?|razors?|wembe|gun|bunduki|pistol',
];

/** Distress of any kind, as a young person writes it (English, Kiswahili, Sheng). */
/** A place to jump from or in front of: with an ending, a farewell or death words, `high`. */
export const PLACE_WORDS = ['building|jengo|storey|\\w*jump\\w*|darajani|sgr|roshani|in front of (the |a )?(sgr|train|bus|lory|truck|car|matatu)|mbele ya (treni|gari|basi|lori|matatu)|bridge|daraja|rof|roftop|ghorofa|ledge|balcony|train|reli|railway|rail|tracks|clif|lake|river|mto|ziwa|bahari|dam|medication|medicine|meds|insulin'];

/** Taking, swallowing or drinking in the first person, now or soon: with a means, `high`. */
export const TAKING_NOW = ['(im|i am|il|i wil|i m|going to|gona) (take|taking|swallow\\w*|drink\\w*|down|pop)|\\w*(ta|na|me)\\w{0,3}(meza|mez|nywa|swallow|pop|kunywa)\\w*|drank|swallowed|(knife|kisu|blade|wembe|razor) (\\w+ ){0,8}(wrist|mkono|mkononi|shingo|neck|throat)|(niko|nko|im|i am|standing|sitting) (\\w+ ){0,2}(on|at|kwenye|kwa|juu ya)'];

export const DISTRESS_WORDS = [
  'courage|ujasiri|nimemaliza|easier this way|rahisi hivi|shaking|trembling|\\w*tetemeka|after everyone (sleeps|is asleep|goes to sleep)|\\w*wakilala|(wont|would not|wouldnt) (even )?notice|\\w*(gundua|notice)|relief|faraja|tired|exhausted|drained|done|finished|over it|cant (do|take|cope|handle|carry|go on|anymore|breathe)|can not (do|take|cope)|cannot (do|take|cope|carry)|no (way|point|hope|reason|one|body cares)|nobody (cares|would notice|wil notice|would mis|loves)|no one (cares|would notice|wil notice|would mis|loves)|(would|wil|wont) notice|useles|worthles|failure|failed|hate (my|me)|alone|lonely|empty|numb|hopeles\\w*|pain|hurt\\w*|sufer\\w*|broken|lost|give up|gave up|giving up|beter of|burden|mistake|ashamed|shame|forgive me|let go|peace|enough|crying|scared|afraid|suicid\\w*',
  'nimechoka|\\w*choka|sijiamini|siwezi|sitaki|sina (hamu|haja|nguvu|sababu|thamani|maana|mtu|tumaini|matumaini)|hakuna (haja|maana|mtu|sababu)|sioni|maumivu|uchungu|huzuni|nalia|ninalia|pekee|peke yangu|bure|nisamehe\\w*|mnisamehe|mzigo|imeniboo|imeniboa|\\w*niboo|haina maana|hayana maana|imenishinda|\\w*kata tamaa|nimeshindwa|sina hope|no hope|niko done|nimedone|\\w*maliz\\w* kila kitu|tayari',
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
  '(giving|gave|give|\\w*gawa|\\w*gawia) (\\w+ ){0,1}(away )?(my |vitu |nguo )?(clothes|things|stuf|belongings|vitu|nguo)( vyangu| zangu)?|password|nenosiri|where my (savings|money) (are|is)|pesa zangu ziko wapi|savings zangu|\\w*waaga|helped (me )?for a while|ilinisaidia (kwa muda|for a while)|(scheduled|nimeschedule|nimepanga) (\\w+ ){0,2}(message|msg|ujumbe|email|text)|godbyes|goodbyes|(just )?(want|wanted) (someone|somebody|one person) to know|(wanted|want) to (say|tel) (it|this) to (someone|somebody)|nataka tu mtu ajue|(nilitaka|nataka) tu kumwambia mtu|godbye|goodbye|farewel|bye (everyone|al|guys|world|forever|mbogi|wasee)|kwaheri|kuaga|nawaaga|naaga|ninawaaga|nimewaaga|(a|wa|ni|tu|m|u|n)(na|me|li|ta|ki|mesha|sha)a?ga',
  '(wrote|writen|writing|left|leave|nimeandika|nimewaandikia|\\w*andika) (\\w+ ){0,4}(notes?|leters?|barua)s? (for|to|kwa) (each|al|every|my|mama|wazazi|familia|kila)|(suicide|last|final|godbye|farewel) note|found my note|(msg|message|ujumbe|meseji|text|barua|leter|words) (\\w+ ){0,2}(ya|wa|za) (mwisho|kuaga|kwaheri)|(last|final) (msg|message|text|words|post)',
  '(tel|let) (my )?(\\w+ )?(mum|mom|mother|family|parents|sister|brother|dad|father|friends) (\\w+ )?(im )?(sory|sorry|i love|love)|(mwambie|waambie|ambia) (\\w+ ){0,2}(mama|mathe|wazazi|familia|dada|kaka|baba|buda|bro|sis|beshte|bestie|msee|rafiki)|mnisamehe|nisameheni|forgive me',
];

/** Words about death, dying, suicide or self-harm: at least `elevated` outside a prevention letter. */
export const DEATH_WORDS = [
  'die|dies|died|dying|dead|death|suicid\\w*|kil|kils|kiled|kiling|kms|unalive\\w*|overdos\\w*|self ?harm\\w*|end (it|my life|everything)|not (be )?alive|hang (my|him|her)self',
  // 2026-11-27.11: wishing a vehicle would hit or crash with oneself in it.
  '(wish|hope|pray|natamani|naomba|nilitamani|want) (\\w+ ){0,4}(hit me|hits me|run me over|runs me over|crash|crashes|knocks? me|igonge|inigonge|inigonga|anigonge|nigongwe|icrash|iniknock|iniangukie|ianguke|ipate ajali)',
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

// 2026-11-27.11: classes written by concept from the misses of fresh set 17 (docs/crisis-triage-rules.md),
// each in English, Kiswahili and Sheng. Kiswahili verbs are matched by stem with their subject and tense
// prefixes (ni-/u-/a-/tu-/m-/wa-, -ta-/-me-/-li-/-na-/-nge-/-ki-/-sha-); a double letter where a prefix
// meets a stem is read once (normalise.ts), hence the optional letters ("nime" + "e?nda").

/**
 * The writer no longer existing at a time to come: read as endings (rules.ts adds them to
 * ENDING_WORDS, so two of them, or one with distress, a farewell or death, are `high`).
 */
export const FUTURE_ABSENCE = [
  // Someone reading or finding the message later.
  '(by the time|when|once|after|if) (you|u|anyone|someone|somebody|they|mum|mom|mama|my (mum|mom|family|parents)|you guys|yall|people) (\\w+ ){0,2}(read|reads|find|finds) (this|it|my (note|message|letter|msg))|by the time (you|u|anyone|someone|they|my (mum|mom|family)) (\\w+ ){0,2}(see|sees|get|gets|open|opens) (this|it|my)|(u|m|a|wa)(ki|takapo|kapo)soma (\\w+ )?(hii|huu|hizi|hiyo|ujumbe|barua|msg|meseji|text|note|this)',
  // Being gone, dead, at peace, a memory, by then.
  '(i|ill|i will|i would|id|i d|i shall|im going to|i m going to|i am going to) (\\w+ )?(be|have) (already |long |finally |all )?(gone|dead|departed|no more|at peace|in heaven|history|a memory|with (god|jesus|my (late|grand\\w*)))(?! (for|to|by \\d|from|on|until|till|at|when|in (the|a)|out|shopping|home|with (my|the) (work|exams|homework)))',
  '(nita|nta|n?ta)kuwa (tayari |asha |isha )?(nime|nisha|nimesha|mesha|sha)(e?nda|ondoka|kufa|fariki|potea|pumzika|lala milele|tangulia|aga dunia|sepa|exit|dedi|die|jiua|jimaliza|toweka)(?! (shule|nyumbani|kazini|kazi|kwa|kwenye|na|town|home|campo|sokoni|kanisani|hospitali|safari|likizo|mapema|saa|to|at|school|church|job|nairobi|mombasa|kisumu|nakuru|eldoret|ushago|shags|upcountry|mashambani|kijijini|mjini|dukani|class|darasani|mazoezi))|(nita|nta)kuwa (marehemu|maiti|historia|kumbukumbu)',
  // Not seeing the next morning.
  '(wont|will not|not going to|never|might not) (live to see|make it to|wake up to|see|reach|survive|last (until|till|to)) (another (day|morning|week)|tomorrow|tomorow|the morning|morning|next (week|month|year)|my birthday|the weekend|sunrise|this year|christmas|the new year|december)|sitai?ona (kesho|asubuhi|jua|siku nyingine|mwaka mpya|birthday)|sitafika (asubuhi|mwisho wa wiki|birthday yangu|mwaka mpya)',
  // No point in waking up.
  '(no|whats the|what is the|sioni|hakuna|hamna|haina|sina) (point|reason|haja|sababu|maana|need) (\\w+ ){0,2}(waking|wake|to wake|kuamka|kuamkia|amka|getting up|to get up)|why (even |should i |do i |bother )?(wake up|get up in the morning|keep living|keep breathing)|\\w*amka (kwa )?ajili ya nini',
  // Do not look for me; you will not be troubled by me again.
  '(dont|do not|never|no need to|pls dont|please dont|dnt) (\\w+ )?(look|search|come looking|try to find|try finding) (for )?me|msinitafute|usinitafute|msijaribu kunitafuta|hamtanipata|hutanipata|(nobody|no one|noone|you|u) (will|wont|will ever|will never|will not) (ever )?find me|(wont|will not|never) (be )?(a )?(problem|bother|burden|trouble) (to|for) (\\w+ ){0,2}(much longer|any longer|for long|after (today|tonight)|ever again)|(you|u|they|yall|my (family|parents)) (wont|will not|dont|do not) have to (worry|deal|put up|care) (\\w+ ){0,2}(me|mimi) (\\w+ )?(anymore|any more|again|soon|much longer|after (today|tonight))|sitawasumbua (tena|milele)|hamtanisumbua tena|(sitakuwa|sitakua) (mzigo|shida|tatizo) (tena|kwenu|kwa mtu)',
];

/**
 * The writer's own death as a time to come ("when I'm dead", *nikifa*, after my death): read as a death
 * word, and never cancelled by bereavement wording (a pet or a grandparent named beside it).
 */
export const OWN_DEATH = [
  '(when|once|after|if|the day|by the time) (im|i am|i m|i|ill be|i will be|ive) (\\w+ )?(dead|gone|die|died|pass away|passed away|no more|no longer (here|around|alive)|not (here|around|alive) (anymore|any more))(?! (to|for|on|away|of|from|with|tired|inside|laughing|in (class|the exam)))|after (my|mi) (death|passing|suicide)|nikifa|nikishakufa|nikisha kufa|nikiisha kufa|nikiiaga dunia|nikiaga dunia|nikiondoka duniani|nikishaondoka duniani|nikitangulia|nikidedi|nikidie|nikishadedi|nikishadie|ningekufa|baada ya (mimi )?(kufa|kifo changu|kudedi)|kifo changu',
];

const BELONGINGS = '(phone|simu|clothes|nguo|shoes|viatu|books|vitabu|laptop|stuff|things|vitu|savings|akiba|money|pesa|bike|guitar|games|console|jewellery|room|chumba)';

/** Wishes and instructions for after one's death: a will, who looks after what is left. Read as a farewell. */
export const AFTER_DEATH = [
  '(look after|take care of|feed|care for|mtunze|mtunzie|nitunzie|mlishe|mchunge|chunga|tunza|mpende|wapende|watunze) (\\w+ ){0,2}(my|wangu|yangu|zangu|vyangu) (cat|dog|pet|puppy|kitten|paka|mbwa|kuku|plants|maua|sister|brother|siblings|dada|kaka|mdogo|wadogo|mum|mom|mama|mathe|baby|mtoto|cucu|shosho)|(paka|mbwa|dada|kaka|mdogo|mama|mathe|cucu) (wangu|yangu) (\\w+ )?(mtunze|mtunzeni|mchunge|mlishe|mpende)|(mtunze|mtunzeni|mtunzie|nitunzie|mlishe|mchunge|mpende|chunga|tunza|lisha) (\\w+ )?(paka|mbwa|dada|kaka|mdogo|mama|mathe|cucu|mtoto|maua|kuku) (wangu|yangu|zangu)',
  `(give|pass|leave) (all )?my (\\w+ )?${BELONGINGS} (to|for)|(mpe|wape|mpeni|wapeni) (\\w+ ){0,2}${BELONGINGS} (yangu|zangu|vyangu|wangu)|${BELONGINGS} (yangu|zangu|vyangu|wangu) (\\w+ ){0,2}(apewe|ipewe|zipewe|vipewe|wapewe)|my ${BELONGINGS} (should|can|will) go to`,
  'bury me|nizikwe|mnizike|at my (funeral|burial)|(dont|do not|please dont) (cry|be sad|mourn) (for me|when i)|msinililie|usinililie|msilie (\\w+ )?(nikifa|kwa ajili yangu)',
  '(wosia|will|testament) (wangu|yangu)|(?<!against )(my|a|my own|my last) (last )?(will|testament)(?! (power|to|be|not|never|do|go|come|pay|help|start|get|make|take|have|send|join|call|try|always|also|just|still|only|and|there))',
];

/** Not trusting oneself, a voice or one's mind telling one to die: with a means, a place, death or an ending, `high`. */
export const NO_CONTROL = [
  '(dont|do not|cant|can not|cannot|no longer|not) (think i can |sure i can |going to be able to )?(stop|control|trust|hold|restrain) (my ?self|back)(?! (from (eating|laughing|buying|spending|texting|checking|watching|sleeping|crying|smiling)|eating|laughing))|(afraid|scared|terrified|worried) (of )?what i (might|will|could|am going to|m going to|gonna|ill) do( to my ?self)?|urges? (\\w+ ){0,2}(so |too )?(strong|stronger|too much|winning)',
  '\\w*jizuia(?! (ku\\w+|kula|kucheka))|sidhani (kama )?(naweza|nitaweza|ninaweza|ntaweza) (kujizuia|kujicontrol|kujistop|kuji\\w+)|\\w*jicontrol\\w*|\\w*jistop\\w*|naogopa (\\w+ )?(nitakachofanya|nitakachojifanyia|nitajifanyia|kujifanyia|nitafanya kitu|nitajidhuru|nitajiumiza|ntajifanyia)',
  '(voice|voices|sauti|akili|kichwa|mind|head|brain|thoughts|mawazo) (\\w+ ){0,3}(telling|tells|tell|say|says|saying|inasema|zinasema|inaniambia|zinaniambia|inaniamuru|yananiambia|inanishauri) (me )?(to )?(\\w+ ){0,2}(die|jump|kill|do it|end|jiua|jiue|kufa|ufe|ruka|jinyonge|jimalize|dedi)|(die|jiue|nife|ufe|kill your ?self|jump|ruka|jinyonge) (\\w+ ){0,5}(akili|kichwa|sauti|voice|voices|mind|head|brain|mawazo) (\\w+ )?(inasema|zinasema|inaniambia|zinaniambia|yananiambia|says|keeps saying|tells me|is saying)',
];

/** Bleeding that will not stop: a medical emergency, `high`, unless it is a nose, a period or an accident. */
export const BLEEDING = [
  'damu (\\w+ ){0,2}(haiachi|haiwachi|haikomi|haiishi|haisimami|haikatiki|haiwezi kukoma|inaendelea kutoka|imejaa|nyingi sana|inamwagika|inatiririka|kila mahali|imeloa)|damu nyingi|blood everywhere|(so|too) much blood|(lots|a lot|pool|puddle) of blood|(cant|can not|cannot|wont|will not|doesnt|does not|dont|do not|isnt|is not|not) (\\w+ )?stop(ping)? (the )?bleed\\w*|bleed\\w* (\\w+ ){0,2}(wont|will not|doesnt|does not|isnt|is not|not|hasnt|has not) (stop|stopping|stopped)|(bleeding|bled) (so much|a lot|heavily|badly|everywhere|out|to death|nonstop|non stop)|bleed ?out',
  '(\\w*jikata|cut (my ?self|my (wrist|arm|leg|thigh|skin)s?)|slit|slashed|sliced) (\\w+ ){0,2}(to |so |very |really |too )?(deep|deeply|deeper|sana|vibaya|mbaya|kina|kirefu)(?! (in thought|sleep))|(kata|cut|slit) (\\w+ )?(mshipa|mishipa|vein|veins|artery)',
];
export const BLEEDING_BENIGN = ['nose|nosebleed|pua|puani|period|periods|hedhi|menstrua\\w*|gums|fizi|jino|meno|tooth|teeth|shaving|kunyoa|pimple|chunusi|injection|sindano|delivery|pregnan\\w*|mimba|donat\\w*|\\w*changia damu|kutoa damu'];

/** An accident, cooking, farm work, a sport: a cut or blood there is not self-harm. */
export const ACCIDENT = ['accident\\w*|ajali|by mistake|bahati mbaya|cooking|\\w*pika|kitchen|jikoni|chopping|vegetables|mboga|vitunguu|onions?|shamba\\w*|farm|football|mpira|tripped|fell (off|down)|nilianguka|injur\\w*|\\w*jeruhiwa|doctor (said|says|stitched)|\\w*shonwa|stitches'];

/** A past attempt and "this time" / "next time": a repeat with escalation. */
export const ATTEMPT_AGAIN = [
  '(tried|attempted|survived|jumped|overdosed|hanged|nilijaribu|nimejaribu|nishajaribu|nilishajaribu|nikasurvive|nilisurvive|\\w*nusurika|\\w*okolewa|\\w*niokoa|niliponea|woke up in (hospital|the hospital)|niliamka hospitali\\w*|(didnt|did not|haikufanya|haikuwork|haikufaulu|failed) (\\w+ )?(work|kazi|last time|mara ya kwanza|the first time)) (\\w+ ){0,12}(this time|next time|mara hii|safari hii|mara ijayo|mara nyingine|hii time|time hii|time ijayo|wakati huu|mara ya pili)(?! (i (will|ill) (study|read|revise|pass|do better|work|come|bring|pay|book)|nitasoma|nitafaulu|nitalipa|nitakuja))',
];

/** A weapon, and a part of the body or "using it": with each other, `high`. */
export const WEAPON = ['knife|knives|kisu|visu|panga|blade|blades|razor|wembe|nyembe|gun|bunduki|pistol|shoka|axe|scissors|mkasi|broken glass|kipande cha (chupa|glass)'];
export const BODY_TARGET = [
  'shingo\\w*|neck|throat|koo|kooni|wrists?|mikono\\w*|mkono\\w*|mishipa|mshipa|veins?|artery|moyo\\w*|heart|chest|kifua\\w*|tumbo\\w*|stomach|temple|head|kichwa\\w*|mapaja\\w*|thighs?',
  '(use|using) (it|them|this|that) (on|tonight|today|now|when|after|leo|usiku)|\\w*(ta|nge|na)(ki|i|u|zi|vi|li)tumia|\\w*(ta|nge)(ki|i|u|zi|vi|li)use',
];

/** Someone else out of reach: no answer, not found, phone off, offline. */
export const UNREACHABLE = [
  'offline|not (answering|picking|replying|responding)|(wont|doesnt|does not|isnt) (answer|pick|reply|respond)|(cant|can not|cannot|couldnt|could not) (find|reach|get hold of|contact|locate|trace) (him|her|them)|(nobody|no one) (knows|can find) where|missing|(phone|line) (is )?(off|switched off|dead|not going through)|blocked (everyone|us|me|all)|deleted (her|his) (accounts?|socials|instagram|tiktok|profile|snap)',
  'hayuko (online|mtandaoni|hewani)|hapatikani|hapokei|hajibu|hareply|hashiki|hamwoni|hatumwoni|hawamwoni|hajulikani (alipo|aliko)|haonekani|ametoweka|amepotea|(simu|line) (yake )?(imezimwa|imezima|haipatikani|haishikwi|haiingii|iko off|imeoff)|(hawezi|hatuwezi|hawawezi|siwezi) kum(pata|find|reach)|hatumpati|hawampati|simpati',
];

/** Cleaning and other household chemicals: with drinking, `high`. */
export const CHEMICALS = ['(dawa|sabuni|kemikali) (ya|za) (kusafisha|choo)|jik|bleach|harpic|toilet (cleaner|duck)|(floor|drain|oven) cleaner|detergent|battery (acid|water)|asidi|kerosene|mafuta (ya )?taa|paraffin|petrol|methylated( spirit)?|dettol|jeyes|chlorine|klorini|antifreeze'];
/** Drinking, now or soon, or a cup made ready. */
export const DRINKING = ['drink\\w*|drank|sip|gulp\\w*|swallow\\w*|\\w*kunywa|\\w*nywa|\\w*nywe|\\w*meza|\\w*meze'];
