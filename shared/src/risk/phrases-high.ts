/**
 * Wording that makes a message `high`: intent, means, a plan or a time, a farewell, a third
 * party in immediate danger. English, Kiswahili and Sheng side by side. Regular-expression
 * sources over normalised text (lower case a–z, single spaces, no apostrophes: "I'm" is "im"),
 * written in plain spelling and squeezed when compiled ("kill" also matches "kil", "killll").
 *
 * `strong`: counts wherever it appears. `topic`: a bare word for the subject ("suicide",
 * "kujiua") that also fills letters about prevention talks; it counts unless the message is
 * about prevention, training, research or a partnership (see context.ts).
 */
import type { PhraseList } from './phrase-list';

// Wanting, planning or deciding, in Kiswahili and Sheng, first or third person singular
// ("nataka", "ninataka", "nadai", "anataka", "nimeamua", "nafeel kama"); not "kutaka" or the
// plural "wanaotaka" of prevention letters.
const WANT_SW =
  '(?!ku|wa)\\w{0,5}(taka|tamani|penda|amua|panga|fikiri[ae]|waza|jaribu|dai|feel|skia|hisi|decide|enda|weza)\\w{0,2}( kama| tu| sana| kabisa)?|(niko|yuko) (tayari|ready)';
const WANT_EN = '(want|wana|wanted|wish|ready|plan|planing|decided|tempted|going|gona|about|trying|tried|need|would like|like|prefer|rather)';
const PILLS =
  '(pils|pilz|pil|tablets|tabs|meds|medication|medicine|insulin|panadols?|pirit[oa]ns?|paracetamol|painkillers|sleeping pils|vidonge|tembe|dawa za usingizi|antidepresants|tramadol|codeine|diazepam|valium|amitriptyline|piriton|tramal|rohypnol|sleeping (medicine|tablets)|dawa ya usingizi|antidepressants?)';
const POISON =
  '(dawa ya kuogesha( ng ombe| mifugo)?|cattle dip|dip ya ng ombe|poison|bleach|jik|sniper|wed ?killer|herbicide|paraquat|roundup|dawa ya (kuua )?magugu|pesticides?|insecticide|dudu( dust|thrin)?|duduthrin|ratol|ratox|acaricide|sumu|paraffin|rat poison|(dawa|sumu) (ya|za) (panya|mende|kunguni|wadudu|kuua))';
const SWALLOW = '(took|taken|swallow\\w*|drank|drunk|drink|drinking|ate|eaten|pop|popped|poping|overdosed|\\w*nywa|\\w*nywe|\\w*meza|\\w*meze|\\w*kula)';
// Ways of ending one's life as Kiswahili and Sheng reflexive verbs (ji-: oneself).
const METHOD_SW = 'ji(uw?[ae]|maliz[ae]|nyong[ae]|rush[ae]|tup[ae]|zamish[ae]|choma moto|kil\\w*|hang\\w*|end|finish|to[ae] (uhai|roho))';
const OTHER =
  '(he|she|hes|shes|bro|sis|friend|bestie|sister|brother|son|daughter|cousin|student|clasmate|child|kid|boyfriend|girlfriend|bf|gf|mum|mom|mother|dad|father|rommate|neighbou?r|coleague|mate)';

export const INTENT: PhraseList = {
  strong: [
    'kil\\w* ?(my ?self|mysef|myslf|meself|maself|mself|my self)',
    '(wana|want to|gona|going to|wil|about to|should|might|fina|il) kms',
    'unalive\\w*',
    '(to|gona|wana|just) off my ?self',
    'end(ing|ed)? (my|this|hii) (own )?(life|lyf|lyfe|laif|maisha|existence)',
    'end it al|end everything|end(ing)? it (al )?(tonight|today|leo|now|sai|this (evening|wekend|week))',
    '(tired|sick|\\w*choka|\\w*chosha|exhausted) (of |na )?(being|kuwa) (alive|hai)|(tired|sick|exhausted) of (living|existing)|\\w*choka kuishi|(bora|beter of|better off) (\\w+ ){0,2}(nimekufa|nikifa|nimededi)',
    '(crash|\\w*gonga|\\w*crash|drive|\\w*endesha) (\\w+ ){0,6}(on purpose|makusudi|deliberately)',
    '(want|wana|wish|need) (it|everything|al|this|the pain) (al )?(to )?(stop|end|be over) (permanently|forever|for god|kabisa|milele)|(nataka|natamani|nataka tu) (ki|i|yote|kila kitu )?(ishe|iishe|kiishe|yaishe|liishe) (kabisa|forever|milele)|\\w*katisha (maisha|uhai)|\\w*end (life|maisha|lyf) (yangu|my)|sitaki kuwa (alive|hai) (tena|anymore)',
    `(${WANT_EN}|im|i am|i m|il|wil|just|need to|have to) (to )?(just )?end(ing)? (it|this|everything|things)(?! (with|by|at|in|on|before|after|for you|semester|term|year|week|month|relationship|conversation|chat|call|subscription)\\b)`,
    'take my (own )?life',
    `${WANT_EN} (to )?(just )?(die|be dead|not (be )?(alive|here|exist\\w*)|disappear forever|sleep forever|never wake up|not wake up|stop existing|stop living|stop breathing|stop being alive)`,
    '(wish|wished) i (was|were|could be) dead',
    '(dont|dnt|dont|do not|didnt|dun|no longer|never|not) (realy |even |)?(want|wana|wish|feel like) (to )?(live|be alive|exist|wake up|be here|continue living|go on living|be on this earth)',
    'rather (be )?dead|beter of dead|beter dead',
    '(thinking|thought|think|thoughts) (about|of) (dying|death|ending (it|my life)|killing my ?self|taking my life|not being here|ending it al)',
    '(im|i am|i m|feeling|feel|felt|ben|geting|so|very|realy|kinda|lowkey|am|was) suicidal',
    '(i|im|ive|me|my|feel|feeling)( (?!research|article|project|essay|study|talk|work|story|paper|thesis|schol|clas|organisation)\\w+){0,2} suicid\\w*',
    '(i|im|ive|il|id|me|my|mi) (\\w+ ){0,3}(comit|attempt\\w*|tried|try|considering|consider\\w*|thinking|thought|think|planing|plan) (of |about )?(comiting )?suicide',
    '(sleep|lala|kulala|nilale) (and )?(forever|never wake up|milele|nisiamke)|hope i (dont|do not|never) wake up|\\w*singeamka|nisiamke|sitaki kuamka',
    // Kiswahili and Sheng.
    `(${WANT_SW}) (ku ?|ni)?(${METHOD_SW}|fa|fe|kufa|die|dedi|ded|end (it|maisha|life|hii life|my life|kila kitu|everything)|comit suicide|suicide|jikil\\w*)`,
    '(?!ku|wa)\\w+jiuw?[ae]|(?!ku|wa)\\w+juia|(?!ku|wa)\\w+jimaliz[ae]',
    '\\w*jito[ae] (uhai|roho|maisha)',
    // 2026-11-27.15: no way out but dying; wanting to stop existing; finishing this (my life) today.
    '(except|isipokuwa|ila|other than|but) (by )?(dying|death|kufa|kudedi|to die|kujiua|suicide)|(nataka|natamani|want|wana|wish) (ku|to )?(acha|stop) (ku)?(kuwepo|existing|kuexist|exist)|\\w*(ta|na)i(end|maliza|finish) (tonight|leo|sasa|sai|today|now|usiku)|(finishing|finish|ending|end|\\w*maliza|\\w*iend|\\w*end) (this|it|hii|hiyo)(?! (\\w+ )?(kazi|work|homework|assignment|project|course|book|essay|exam|paper|form|assessment|tathmini|term|semester|chapter)\\b) (\\w+ )?(today|tonight|leo|now|sasa|sai)\\b',
    // 2026-11-27.11: finishing, cutting off or stopping one's life, any person and tense (nitamaliza maisha yangu).
    '\\w*(maliza|malize|malizia|katisha|katiza|komesha|sitisha) (\\w+ )?(maisha|uhai|life|lyf|roho) (yangu|wangu|my)|\\w*(maliza|malize|katisha|katiza|sitisha) maisha',
    '(nta|nita|nime|na|ata|ana|ku|ni)(dedi|die|ded)|\\w*ji(kil\\w*|end|endi|finish|of)|\\w*jiondo[ae] (duniani|maishani)',
    '(might|going to|gona|about to|wil|could|il) do something (stupid|drastic)|(want|wana|wish|need) (it|everything|this|life|it al) (al )?to (end|stop for god)|end to (my life|it al|everything)|(dont|do not) deserve to (live|be alive|exist)|(beter|easier) if i (was|were) dead|(to|gona|going to|wil|might|about to) od',
    '(i|im|i m|me|ive|il|i d|id) (\\w+ ){0,4}(die|be dead)(?! (for|of|from|laughing|hard|with|on)\\b)|(feel|felt|feeling) like (dying|death|ending it|ending my life)|(sleep|lala) (\\w+ ){0,3}(not|never|nisiamke|sitaamka) (to )?(wake|amka)',
    '(should|deserve to|let me|might as wel|could just|need to|i wil just|il just) (just )?die|end (my|this|the) (pain|sufering) (forever|for god|permanently)|permanent (solution|sleep)|(maisha|life) (yangu |my )?(ime|yame|has )(fika|reached) (mwisho|the end)',
    '(wish|wished) i (could|would) (just )?(die|disappear forever|not wake up|sleep forever|stop existing)',
    '(sina|hakuna|sijawa na) hamu ya (kuishi|maisha)|(no|lost the|lost my|have no) wil to live',
    'sitaki (tena )?(ku)?(ishi|endelea kuishi|kuwa hai|maisha|kuamka|kuwa hapa (tena|duniani))',
    '(bora|heri|afadhali|wacha|acha|ni bora|ni heri) (tu )?(nife|nikufe|ni die|nidie|kufa)',
    '(kuaga|kuacha|kuondoka|kutoka|niondoke|nitoke|niache) (hii )?dunia(ni)?',
    'nisiamke (tena|kesho)',
    '(nafeel|naskia|nahisi|i fel|i feel) (kama|like) (ku ?|ni)?(die|dedi|kufa|nife|jiua|end)',
  ],
  topic: ['suicid\\w*', 'kujiuw?[ae]|kujuia', 'mawazo ya (ku)?(jiua|kufa)', 'kil+ \\w*selves', 'comit suicide'],
};

export const MEANS: PhraseList = {
  strong: [
    `${SWALLOW} (?!my (pils|meds|medication|medicine|tablets|insulin)\\b)(?!.*\\b(malaria|antibiotic\\w*|prescri\\w*|vitamins?|arvs?|kisukari|presha)\\b)(\\w+ ){0,5}(${PILLS.slice(1, -1).replace('|pil|', '|')}|${POISON.slice(1)}`,
    `${PILLS} (\\w+ ){0,8}(take|swallow|drink|down|pop|meza|kunywa|nywa) (them|al of them|it al|zote|yote|vyote|them al)`,
    `${POISON} (\\w+ ){0,8}(drink|drinking|take|taking|swallow\\w*|\\w*kunywa|\\w*ikunywa|\\w*meza|\\w*imeza) (it|them|yote|zote|al)`,
    `${POISON} (\\w+ ){0,3}(\\w*kunywa|\\w*ikunywa|\\w*meza|\\w*imeza)`,
    '(knife|blade|razor|kisu|wembe|gun|pistol) (\\w+ ){0,3}(to|on|against|at|kwa|kwenye) my (wrist|wrists|throat|neck|head|chest)',
    `\\w*(nunua|ficha|beba|shika|buy)\\w* (\\w+ ){0,2}(${POISON.slice(1, -1)}|kamba|rope|kisu)`,
    `${WANT_EN} (to )?(take|swallow|drink|eat|pop|kunywa|kumeza) (\\w+ ){0,3}${PILLS}`,
    `(al|whole|entire|many|lot of|lots of|bunch of|handful of|box of|bottle of|packet of|strip of|pack of|[1-9]\\d+|[5-9]|ten|twenty|thirty|fifty|hundred) (\\w+ ){0,3}(of )?${PILLS.replace('|tabs', '')}`,
    `${PILLS} (\\w+ ){0,3}(nyingi|zote|vyote|yote|zake zote|pakiti nzima|chupa nzima|kibao|mingi)`,
    '\\w*(meza|meze|mez|nywa|nywe) (\\w+ ){0,2}(zote|vyote|yote|zile zote|nyingi|vingi|mingi|kibao)',
    `(dawa) (\\w+ ){0,2}(nyingi|zote|yote|pakiti nzima|chupa nzima|kibao)|(pakiti|chupa|paketi|box|bottle) (nzima )?(ya|za) (dawa|vidonge|tembe|panadol|pills|tabs)`,
    `(bought|buy|buying|got|have|has|hid|hidden|kept|keeping|saved|saving|collected|collecting|found|nimenunua|nimeficha|niko na|nina|ana|amenunua) (\\w+ ){0,2}${POISON}`,
    `(hid|hidden|kept|keeping|saved|saving|collected|collecting|stockpil\\w*|hoard\\w*|nimeficha|nimeweka) (\\w+ ){0,3}${PILLS}`,
    'poison (my ?self|me|him|her)|\\w*jitili\\w* sumu',
    '\\w*overdos\\w*|\\w*ovadose|ovadoz\\w*|overdoz\\w*|over dose|od (on|with)|oding',
    // Hanging.
    '(rope|kamba) (\\w+ ){0,3}(is |iko )?(already |tayari )?(hanging|ready|tied|set up|prepared|tayari|imefungwa)|hang\\w* (my ?self|mysef)|(tied|made|tie|make|making|tying) (a )?noose|rope (around|round|on|for) (my|his|her) neck|(bought|buy|got|tied|tie|tying|have|found|get|buying) (a |the |my )?rope',
    '(?!ku)\\w+jinyong[ae]\\w*|\\w*jihang\\w*|kamba (shingoni|ya kujinyonga|kwa shingo)|(nimenunua|nimefunga|nimeandaa|nimepata|nina|niko na|iko na|amenunua|ana|yuko na) (\\w+ )?(kamba|rope)|shingo (\\w+ ){0,2}kamba',
    // Jumping, drowning, fire, weapons.
    '(jump|jumping|throw|throwing|jumped) (my ?self )?(of|from|in front of|infront of|into|onto|of of|down) (\\w+ ){0,3}(bridge|building|rof|roftop|balcony|clif|train|bus|matatu|lory|truck|car|window|flyover|river|lake|dam|railway|ghorofa|storey|story|floor|hostel|tower|apartment|flat)',
    // Not in traffic or a jam (2026-11-27.11).
    '(standing|sitting|am|im|i m|niko|nimesimama) (\\w+ ){0,2}(on|at|kwa|juu ya|kwenye) (the )?(edge|rof|roftop|ledge|top of|balcony|bridge|daraja|paa|ghorofa)(?!.*\\b(trafic|jam|msongamano|chelewa|late)\\b)',
    '(want|wana|going|gona|about|ready|planing|plan|decided) to (jump|hang)(?! (rope|start|into the pol|in the pol|out|around|with|on a cal|on a cal|at the chance|the queue|ship)\\b)',
    `(rope|knife|blade|razor|gun|pils|tablets|poison|kamba|kisu|wembe|sumu) (\\w+ ){0,6}(on|use on|against|to hang|to kil|kil|hang|hurt|end) my ?self`,
    '(use|using|used) (it|them|this|that) (on|against) my ?self',
    '(with|holding|have|got|niko na|nimeshika|ninashika) (a |the |my )?(rope|noose|kamba)|(tied|tie|tying|nimefunga|nimetie|nimetia|\\w*funga) (\\w+ ){0,1}(kamba|rope)|(kamba|rope) (\\w+ ){0,3}(beam|boriti|ceiling|dari|mti|tree)',
    '(jump\\w*|\\w*ruka|\\w*ruke) (\\w+ ){0,8}(rof|roftop|bridge|building|balcony|ledge|edge|clif|floor|window|train|ghorofa|daraja|paa|jengo)|(rof|roftop|bridge|building|balcony|ledge|edge|clif|ghorofa|daraja|paa|jengo) (\\w+ ){0,8}(jump\\w*|\\w*ruka|\\w*ruke)',
    '(pils|tablets|tabs|vidonge|tembe|sumu|poison|kamba|rope) (\\w+ ){0,2}(ziko|viko|iko|are|is) (ready|tayari)',
    '(walk|walking|go|going|swim|swiming|drive|driving) (\\w+ ){0,2}into (the )?(lake|river|sea|ocean|dam|trafic|water|mto|ziwa|bahari)|(crash|crashing|drive|driving|fall|falling|walk|walking) (\\w+ ){0,6}on purpose',
    '(?!ku)\\w*jirush[ae]\\w*|(?!ku)\\w*jitup[ae]\\w*|\\w*jizamish\\w*|\\w*jichoma moto|\\w*jirusha (\\w+ ){0,3}(ghorofa|daraja|jengo|mto|reli)',
    '(ruka|rukia|nitaruka|naruka|kuruka|nirukie|niruke) (\\w+ ){0,2}(kutoka |kwa |kwenye )?(ghorofa|daraja|jengo|paa|dirisha|mto|reli|balcony|bridge|building)',
    '(knife|blade|razor|gun|pistol|kisu|wembe|bunduki) (\\w+ ){0,4}(kil|end|slit|stab|shoot|kujiua|jiua|nijiue|kujichoma|kujimaliza)',
    '(kil|stab|shoot|slit) (\\w+ ){0,3}(knife|gun|kisu|bunduki|pistol)',
    '(strangl\\w*|chok\\w*|sufocat\\w*|smother\\w*) my ?self|\\w*ji(shoot\\w*|piga risasi|pige risasi)|\\w*jikata (mishipa|mshipa|wrists)|cut (my|his|her) veins|shoot (my ?self)|stab (my ?self)|slit (my|his|her) (wrists?|throat)|cut (my|his|her) (wrists|throat)|set (my ?self) on fire|burn (my ?self) alive|drown (my ?self)|(lie|lay|sleep) (on|across) the (railway|tracks|road)',
  ],
  topic: ['kujinyonga|kujirusha|kujitupa|kujizamisha'],
};

export const PLAN: PhraseList = {
  strong: [
    // 2026-11-27.11: one's own will written (wosia, will yangu): instructions for after one's death.
    '(wrote|written|writing|made|finished|prepared|signed|updated) (my|a|my own|my last) (last )?(will|testament)(?! (power|to|be|not|do|go|come|pay|help|start|get|make|take|have|send|join|call|try)\\b)|(nimeandika|nimeshaandika|nishaandika|ninaandika|naandika|nimemaliza|nimeandaa|niliandika|nimeweka|nimeprepare) (\\w+ )?(wosia|will|testament) (wangu|yangu)',
    '(barua|letter|leter|note|msg|ujumbe|message|text) (ya|za|wa) (mwisho|kuaga|kwaheri|kujiua|goodbye)|(huu|hii) (utakuwa|itakuwa) (ujumbe|msg|barua) (wangu |yangu )?(wa|ya) mwisho|suicide note|(writ\\w*|wrote|left|leave|leaving|prepared) (\\w+ ){0,2}(a |my )?(last |final |goodbye )?(note|leter|barua) (to|for) (my )?(family|mum|mom|mother|parents|everyone|al|sister|brother|friends)',
    '(writen|wrote|nimeandika|nimeshaandika|nimeandaa) (\\w+ ){0,2}(godbyes|goodbye leters|godbye leters|godbye notes|barua (\\w+ ){0,2}(za|ya) kuaga)|(godbye|farewel|final|last|suicide) (note|leter|barua)s?|(writ\\w*|wrote|left) (\\w+ ){0,3}(godbye|farewel|kwaheri)|barua (ya|za) (mwisho|kuaga|kwaheri|kujiua)|\\w*andika (\\w+ )?barua (ya |kwa )?(mwisho|familia|mama|wazazi|kuaga|wote|wazazi)',
    '(have|ive|got|made|making) (a )?plan (to|for how to|how to) (die|end|kil|do it|take my life|jump|hang|overdose)|(i know|decided|figured out|worked out|chosen) (how|when|where) (il|i wil|to|im going to) (do it|die|end|kil)',
    '(ive|i have|i ve|already|i) (\\w+ ){0,1}(chosen|chose|decided|picked|planed|figured out|worked out) (how|when|where|the (date|day|time|way|method|place))(?! (for|of) (my|the|our|a|his|her) \\b)(?! to (join|pay|aply|register|book|get|come|go|study|start|see|talk|use|sign))',
    '(take|taking|swallow\\w*|drink\\w*|inject\\w*|\\w*meza|\\w*nywa) (\\w+ ){0,4}(at once|al at once|in one go|kwa mara moja|kwa pamoja)',
    '(nimepanga|napanga|nishapanga|nimeshapanga|nimeamua) (\\w+ ){0,2}(kujiua|kufa|kujinyonga|kujimaliza|jinsi ya kufa|jinsi nitakavyokufa)',
    'giv\\w* away (al )?my (stuf|things|belongings|clothes)|\\w*gawa (vitu|mali|nguo) (vyangu|zangu|yangu)',
    '(tonight|today|tomorrow|tonite|leo|usiku huu|kesho|leo usiku|sai|sasa hivi) (is|s|ni|ndio|ndo) (the night(?! of| for| to)|the day(?! of| for| to)|the end|my last|mwisho(?! (wa|ya) \\b)|siku yangu ya mwisho|usiku wangu wa mwisho|siku ya mwisho kwangu)',
    '(its|it is|this is|tonight is|today is) my (last|final) (night|day)(?! (at|in|of|with|before|to) \\b)|(hii|leo|today|tonight|usiku huu) (ni|ndio|ndo) (my )?(last|final) (night|day) (yangu|wangu)',
    '(tonight|today|tomorrow|tonite|leo|kesho|usiku huu|leo usiku) (it|everything|al|this|my life|yote|kila kitu|maisha) (al )?(ends|wil end|is ending|finishes|inaisha|itaisha|itakwisha)',
    '(it|everything|al|life|this|yote|kila kitu|maisha) (al )?(ends|wil end|is ending|finishes|inaisha|itaisha|itakwisha) (\\w+ ){0,2}(tonight|today|tomorrow|now|leo|kesho|usiku)',
    '(wont|will not|not going to|not gona) be (alive|breathing)|(wont|will not|not going to|not gona) be (here|around) (anymore|much longer|for long|by (tomorrow|morning))',
    'by (tomorrow|morning|tonight) (\\w+ ){0,2}(il|i wil|im|i am) (be )?(gone|dead)|be (gone|dead) (by|before) (morning|tomorrow|tonight|sunrise|the weekend|the end of)|be gone forever',
    'sitakuwepo (tena|duniani)|sitakuwa (hai|alive|hapa tena|duniani)|(hamtaniona|hutaniona|hamtanisikia|hutanisikia|hamtanipata) tena',
    '(last|final) (night|day) (on earth|alive|of my life|duniani)|(usiku|siku) (wangu|yangu) (wa|ya) mwisho(?! (kazini|shuleni|ofisini|hapa|wa|ya)\\b)',
    '(tonight|today|tomorrow|tomoro|tonite|leo usiku|kesho|this wekend|sasa hivi|right now) (\\w+ ){0,3}(i wil|il|im going to|im gona|i am going to|nita\\w*|ndio nita\\w*) (\\w+ ){0,2}(end it|end my|kil|die|jump|hang|jiua|kufa|jinyonga|jimaliza)',
    '(end it|nitajiua|nitajinyonga|nitajimaliza) (\\w+ ){0,2}(tonight|today|tomorrow|leo|kesho|usiku)',
  ],
  topic: [],
};

export const FAREWELL: PhraseList = {
  strong: [
    '(goodbye|good bye) (to )?(everyone|everybody|all of you|world|forever|my friends|family|wasee|mbogi|cruel world)(?! (\\w+ ){0,2}(see you|tutaonana|until|till|hadi|for now|mpaka|next|tomorrow|kesho)\\b)|bye (forever|world|cruel world)|kwaheri (ya mwisho|milele|dunia|forever|world|wasee|mbogi)',
    '(this|these|here) (\\w+ ){0,3}(final|last) (message|msg|words|text|post|goodbye)|(last|final) (msg|message|text) (yangu|wangu)|(hii|huu) (ni|ndio|ndo) (\\w+ )?(last|final) (msg|message|text|ujumbe)|my (last|final) words|(naondoka|nitaondoka|ninaondoka|naenda|im leaving|i am leaving|leaving) (milele|forever|for god|this world|hii dunia)|(huu|hii|hi) (ni|ndio) (ujumbe|msg|meseji|message|text) (wangu |yangu )?(wa|ya) mwisho',
    '(sory|forgive me|i love you|love you al|nawapenda|ninawapenda|nakupenda|samahani|nisamehe\\w*) (\\w+ ){0,8}(goodbye|godbye|kwaheri|bye)|(goodbye|godbye|kwaheri) (\\w+ ){0,8}(sory|forgive me|i love you|love you al|nawapenda|ninawapenda|nakupenda|samahani|nisamehe\\w*)|(never|not) (\\w+ )?(come|coming) back',
    '(ujumbe|barua|msg|message|meseji) (wangu |yangu )?(wa|ya) (kuaga|kwaheri)|(done|finished) with (this world|life|living|it al|everything) (\\w+ ){0,3}(goodbye|godbye|bye|kwaheri)',
    'nawaaga|naaga (dunia|wote|nyote)|last (\\w+ ){0,2}hear from me|(never|wont|will not|not going to) (\\w+ ){0,2}hear from me(?! (for a|kwa muda|til|until|during)\\b)|(goodbye|godbye|bye) (guys|friends|al|everyone|y al|yal)(?! (se you|tutaonana|until|til|hadi|for now|mpaka)\\b)',
    'take care of (my )?(\\w+ )?(mum|mom|mother|mama|dad|sister|brother|siblings|family|cat|dog|baby|son|daughter|kids) (\\w+ ){0,2}for me',
    '(tel|let|ambia) my (\\w+ )?(mum|mom|mother|family|parents|sister|brother|dad|friends) (\\w+ ){0,3}(i love|love them|im sory|sory|i loved|(it )?(wasnt|was not|is not|isnt|not) (her|his|their|your) fault)',
    '(if (im|i m|i am)|kama) (not|sitakuwepo|sipo)( here| around| alive)? (\\w+ ){0,2}(tomorrow|kesho)|(last|final) (message|msg|text|words) (from me|kutoka kwangu)',
    '(chunga|tunza|mtunze|mtunzeni|angalia|make sure|lok after|take care of) (\\w+ ){0,5}((after|when|once) (im|i m|i am) gone(?! (to|for|on|away)\\b)|(nikiondoka|nikienda|nikishaondoka)(?! (shule|kazi|nyumbani|sokoni|kanisani|town|job|campo|home|to|kwa|kwenye|safari|likizo)\\b))',
    '(after|when|once) (im|i m|i am) gone(?! (to|for|on|away)\\b)',
    // Plural "look after (them)", addressed to those left behind.
    'mtunzeni|watunzeni|wachungeni|mchungeni',
    '(chunga|tunza|mtunze|watunze|angalia|muangalie|mchunge|wachunge|mshughulikie|nichungie|nitunzie|niangalie|look after|take care of) (\\w+ ){1,3}(kwa niaba yangu|for me|badala yangu)',
    '(mwambie|waambie|mwambieni|waambieni|ambia) (\\w+ ){0,2}(mama|mathe|wazazi|familia|dada|kaka|baba|buda) (\\w+ ){0,2}(nampenda|nawapenda|ninampenda|ninawapenda|samahani|msamaha|i love)',
    '(forgive me|nisamehe|nisameheni|msinilaumu) (\\w+ ){0,4}(for what|about to|nitakachofanya|ninachoenda|kwa hili|kwa kila kitu|nimefanya hivi)',
    '(se you|tutaonana|tuonane) (on|in|upande) (the other side|mwingine|heaven|mbinguni|another life)',
    '(this|hii) (is|ni) (my )?godbye|saying (my )?(final )?godbyes?|my final godbye|i love you al (\\w+ ){0,2}(godbye|bye|forever)|nawapenda (wote|nyote) (\\w+ ){0,2}(kwaheri|bye)',
    '(you|u|youl) (wont|will never|wil not|never) (hear|se) (from )?me (again|anymore)',
  ],
  topic: [],
};

export const THIRD_PARTY: PhraseList = {
  strong: [
    '(kil|hang|drown|shoot|poison|stab|unalive)\\w* (him|her)self',
    '(end|take) (his|her) (own )?life',
    `${OTHER} (\\w+ ){0,4}(wants?|wanted|is going|s going|is gona|is about|threaten\\w*|plans?|planing|tried|trying|ready|decided|keps trying) (to )?(die|kil (him|her)self|end (it|his life|her life)|hang|jump|drown|overdose|poison|shoot (him|her)self|unalive|comit suicide|suicide)`,
    `${OTHER} (\\w+ ){0,3}(has|got|bought|have|is holding|locked (him|her)self in with) (a )?(rope|knife|gun|pils|poison|sumu)`,
    '(not making sense|haongei (vizuri|poa)|hajielewi|foaming|anatoa povu|vomiting|anatapika)|unconscious|not breathing|(wont|cant) wake (him|her) up|(is not|isnt|not) waking up|amezimia|hapumui|hajitambui|haamki|hawezi kuamka',
    '\\w*(threaten|tishia)\\w* (ku)?(jump|ruka|jiua|die|dedi|jinyonga|jihang|jitupa|jikill)\\b',
    '(drank|drunk|amekunywa|alikunywa|swallowed|amemeza|alimeza) (\\w+ ){0,2}(something|kitu|stuff) (\\w+ ){0,2}(from|kutoka|kwa|in|under) (the )?(garage|gereji|store|stoo|shed|farm|shamba|sink|cabinet|kabati)',
    '\\w*jifungia (\\w+ ){0,4}(kisu|kamba|sumu|dawa|bunduki|gun|knife|rope|pils)',
  ],
  topic: [],
};
