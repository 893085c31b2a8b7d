/**
 * Wording that makes a message `elevated`: self-harm, abuse or violence, hopelessness, feeling a
 * burden, worry about someone else. Same conventions as phrases-high.ts (normalised text, plain
 * spelling squeezed when compiled, `topic` set aside in prevention letters).
 */
import type { PhraseList } from './phrase-list';

const SOMEONE =
  '(learner|pupil|rafiki|beshte|beste|bestie|dada|kaka|mtoto|mwanangu|mwanafunzi|wanafunzi|msee|binamu|mpenzi|bro|sis|friend|sister|brother|son|daughter|student|cousin|child|kid|him|her|boyfriend|girlfriend|classmate|roommate|mate|ndugu|jirani|neighbour|neighbor)';

export const SELF_HARM: PhraseList = {
  strong: [
    '(cut|cuting|cuts|hurt|hurting|hurts|harm|harming|burn|burning|burnt|scratch\\w*|punch\\w*|starv\\w*|hit|hiting|hits|slap|slaping|choke|choking) (\\w+ ){0,2}my ?self|bang\\w* my head|(hit|hiting|bang\\w*|punch\\w*|knock\\w*) my head (against|on|into)|(hit|hiting|punch\\w*|bang\\w*) (the )?wal(s)? (until|til|and)',
    '(cut|cuting|cuts|slit|slashed|scratch\\w*|burn|burning|burnt|pinch\\w*|bite|biting) (\\w+ ){0,1}my (arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|body|stomach|hands?)',
    '(i|im|ive|i ve|ben|started|stop|stoped|relaps\\w*|my|again|nime|na|nili|nimeanza|tena) (?!(thesis|research|project|study|essay|paper|article|dissertation|work|talk|presentation|tasnifu|utafiti)\\b)(\\w+ ){0,2}(self ?harm\\w*|cuting)',
    '(cuts|scars|burns|bruises) on (his|her|my|their) (arms?|wrists?|thighs?|legs?|body|stomach)|scars on my|my scars|fresh cuts|razor|blades|(i|ive|i ve|i just) (\\w+ )?cut (again|deper|deep|last night|today)',
    '(bit|bite|biting|pul|puling|pulled|tear|tearing|rip|riping) (\\w+ ){0,1}my (arms?|hands?|hair|skin|nails)|\\w*ji(ngata|ngoa|bite\\w*|starve\\w*|nyima chakula|toa nywele)|starv\\w* my ?self|bald patches|(nywele|hair) (\\w+ ){0,4}(mapengo|bald)',
    '(piga|napiga|hupiga|punch\\w*) (ukuta|wal|wals)|knuckles (\\w+ ){0,2}(bleed|damu)|vuja damu|(majeraha|cuts|scars|makovu) (\\w+ ){0,3}(mapaja|mapajani|mikono|mkono|thighs)',
    '(makovu|scars|cuts|alama za (kujikata|wembe)) (\\w+ ){0,3}(mikononi|mkononi|mapajani|mwilini|kwa (mkono|mikono|thighs|arms|legs)|arms?|thighs?|wrists?|legs?)|(niko na|nina|ana|has|have|i have) (\\w+ )?(scars|makovu|fresh cuts)',
    '(?!ku|wa)\\w+ji(kata|kate|katakata|dhuru|umiz[ae]|umia|choma|kwaruz[ae]|cut\\w*|harm\\w*|hurt\\w*|burn\\w*|piga|gong\\w*)',
    // 2026-11-27.16: laxatives or slimming pills every day.
    '(laxatives?|diet pills|slimming (pills|tea)|vidonge vya (kuharisha|kupunguza uzito)|dawa ya kuharisha)(?!.*\\b(constipation|kufunga choo|doctor|daktari)\\b)(?<!\\b(doctor|daktari)\\b.*)',
    // 2026-11-27.12: making oneself sick after eating.
    'make my ?self (sick|throw up|vomit)|\\w*jitapisha|\\w*lazimisha kutapika|(throw up|vomit\\w*) (\\w+ ){0,3}(on purpose|after (eating|meals|i eat))',
    // 2026-11-27.11: pulling out eyelashes or hair, hitting one's own thighs or legs.
    '(pull\\w*|tear\\w*) (out )?my (eyelashes|lashes|eyebrows|hair)|\\w*(ngoa|vuta) (kope|nyusi|eyelashes|nywele zangu)|(hit|hitting|beat|whip|slap|punch)\\w* my (thighs?|legs?|arms?|stomach|face)|\\w*ji(chapa|tandika)\\w*',
    // 2026-11-27.11: punishing oneself (not eating, hurting), and any harm done until it bleeds.
    '(punish\\w*) (my ?self|me)|\\w*ji(adhibu|adhibisha|punish\\w*)|(until|till|mpaka|hadi) (\\w+ ){0,2}(bleed\\w*|bled|damu|blood)',
  ],
  topic: ['self ?harm\\w*|kuji(kata|katakata|dhuru|umiza|choma|cut|harm|hurt)'],
};

export const ABUSE: PhraseList = {
  strong: [
    '(beat|beats|beating|beaten|hit|hits|hiting|slap\\w*|kick\\w*|punch\\w*|chok\\w*|strangl\\w*|whip\\w*|burnt|burns|batter\\w*) (me|us|my (mum|mom|mother|sister|brother))|(was|got|get|being|ben|am) (beaten|slaped|kicked|choked|whiped|battered) (by|at|every|when)',
    '(he|she|they|dad|father|stepdad|stepfather|uncle|mum|mom|husband|boyfriend|bf|teacher|step mum|stepmum|stepmother|brother|cousin|pastor|boss) (\\w+ ){0,5}(beats|beat|hits|hit|slaps|slapped|kicks|kicked|rapes|raped|touches|touched|abuses|abused|molested|molests|chokes|choked|burns|burned|threatens|threatened|forced|forces|touching|groping|groped|fondling|fondled)',
    'raped|(was|been|being|got|get) (\\w+ )?(abused|molested|defiled|assaulted|harassed)|(abuses|abused|molested|molests|defiled|defiles|harass\\w*|assaulted) me|abusive (home|dad|father|mum|mom|husband|boyfriend|parents|relationship|partner)',
    '(abusing|molesting|harasing|raping|assaulting|groping|touching|defiling) me|sexualy \\w+ me',
    'touch(es|ed|ing)? me (inapropriately|without|where|in my private)|forced me (to have sex|to sleep|into sex|to do)|(threatens|threatened|wants|tried) to kil me',
    '(not safe|unsafe|scared to go|afraid to go|fear going) (at )?home|kicked me out|chased me (out|away)|forced (to )?mar+y|forced mar+iage|early mar+iage|mar+ied of|(cut|cuting) (me|girls)|kukeketwa',
    '(comes|came|coming|enters|sneaks|sneaked) (in)?to my (room|bed)|(locks|locked|lock) me (out|outside|in|without)|without (food|eating) (when|for|as)|\\w*(a|wa)(na|li|me|ta|ki|ta)?ni(touch|beat|force|slap|abuse|hit(?!aji)|rape|harass|kick|threaten|bully|insult|grope|molest)\\w*',
    '(asking|asks|wants|invites|inviting) me to (come|go|visit|meet|sleep) (to |at )?(his|her) (house|place|room|home)|\\w*niita (nyumbani )?kwake|(teacher|mwalimu|pastor|coach) (\\w+ ){0,5}(messages|texts|\\w*nitext|\\w*nitumia jumbe) (\\w+ ){0,2}(night|usiku)',
    'grope\\w*|\\w*nigrope\\w*|\\w*nishikashika|fire me if|\\w*(tanifuta kazi|tanifire)|black eye|jicho jeusi|(ali|ame|ana|hu)(nigusa|nitouch)',
    '(threw|throws|throwing|\\w*nirushia|\\w*nirushi\\w*) (\\w+ ){0,2}(at me|plate|sahani|kitu|chair)|(calls|cals|caled|called|ananiita|ananiitanga|ananiitaga) (me )?(stupid|useles|mjinga|bure|fala|idiot|worthles)|(hurt|kil) me if i (tel|speak|say)|\\w*taniumiza|(violent|mkali|violence) (\\w+ ){0,3}(lewa|drinks|drunk|akilewa)|(scared|afraid) to go home|naogopa (kurudi|kuenda|kwenda) (nyumbani|home)|\\w*(nifuata|nifollow)|(following me|follows me) (\\w+ ){0,6}(\\w*nishika|touched)|bruises|michubuko',
    // Kiswahili and Sheng.
    '(?!\\w*tupigan)\\w{0,5}(ni|tu)(piga|chapa|tandika|baka|najisi|dhulumu|nyanyasa|tishia|lazimisha|choma|umiza|gonga)\\w*|(a|wa)(na|li|me)?m(piga|chapa|tandika|baka|najisi)\\b',
    '\\w+defil\\w*|(?!ku)\\w+(pigwa|bakwa|najisiwa|nyanyaswa|dhulumiwa|chapwa|tandikwa|dhalilishwa)|\\w*(ni|tu)baka|\\w*(ni|tu|m|mw|wa)gusa (vibaya|sehemu|kwa nguvu)|(ananitishia|anatishia|amenitishia) (\\w+ )?kuniua|anataka kuniua|ndoa (za|ya) mapema|\\w*lazimish\\w* (kuolewa|ndoa|kulala|ngono|mapenzi)',
    // 2026-11-27.13: bullying (names, pushing), and violence against a parent or sibling at home.
    '(call|calls|calling|called) me names|\\w*niita majina|(push|pushes|pushed|pushing|shove\\w*) me|\\w*nisukuma|\\w*nipush|bull(y|ied|ies|ying)|\\w*nibully|(laugh|laughs|laughing) at me every|\\w*(mpiga|mchapa|mtandika|kupiga|kuchapa) (mama|mathe|mum|mom|dada|sis|kaka|bro|watoto)|(hits|beats|slaps|kicks) (my )?(mum|mom|mother|sister|brother|siblings)',
    // 2026-11-27.16: my bride price; cut because the clan says so.
    '(mahari|bride price|dowry) (\\w+ )?(yangu|my)|my (bride price|dowry)|(lazima|must|clan|ukoo|sherehe) (\\w+ ){0,4}\\w*katwe|\\w*katwe (\\w+ ){0,3}(holiday|likizo|december|desemba|sherehe)',
    // 2026-11-27.16: a child married off (to an older man, a third wife, for cows) or cut (FGM).
    '(will|to) be married (off )?(to|after)|married (off )?to an older|(wataniozesha|\\w*taolewa|niolewe|nikuwe bibi|bibi (yake )?wa (pili|tatu|nne))(?! (na mtu ninayempenda|mwezi ujao)\\b)|(mahari|dowry|bride price|ng ombe) (\\w+ ){0,3}(family|familia|ya msee|ya mzee)|(be|get|getting) cut (in|during|this|with|at)|\\w*keketw\\w*|nikatwe|lazima nikatwe',
    // 2026-11-27.15: starved and locked out.
    '\\w*ninyima (chakula|kula)|\\w*nifungia nje|\\w*nilock (nje|out)|\\w*nistarve|starves me|(locks|locked) me out',
    // 2026-11-27.14: a controlling partner (checks my phone, takes my money, no one else would love me); marrying a child.
    '(checks|hukagua|hucheki|\\w*kagua) (\\w+ )?(my phone|simu yangu)|(takes|huchukua|anachukua) (\\w+ )?(my money|pesa zangu|doh yangu)|(no one|nobody|hakuna mwingine|hakuna mtu mwingine) (else )?(would|will|angeni|ataweza)\\w* ?(love me|penda|nipenda)|(want|wants|wanataka|forcing|force) (me )?(to )?(marry|niolewe|nioe|get married)',
    // 2026-11-27.11: grooming (asking for pictures of the body) and an adult coming in while one bathes or changes.
    '(ask|asks|asking|asked|wants|begs|begging|pressur\\w*|forc\\w*|anaomba|akiomba|ameomba|aliomba|ananiomba|huomba|anataka|anaitisha|ameitisha|akiitisha|ananiitisha|huitisha|anadai|hudai|kuitisha|kuomba) (\\w+ ){0,4}(pictures|pics|picture|photos|photo|pic|picha|video|videos|nudes|nude) (\\w+ ){0,3}(body|mwili|naked|uchi|bila nguo|without clothes|underwear|chupi|private|siri|kifua|chest|boobs|matiti)|nudes|(picha|pics|photos|video) (za|ya) (uchi|mwili|body)|send (him|her|them) (\\w+ )?(nudes|naked|pictures of my)',
    '(tries|try|trying|hujaribu|anajaribu|anataka|wants|comes|came|coming|enters|entered|walks|walked|barges|peeps|peeping|opens|opened|\\w*ingia|\\w*ingilia|\\w*chungulia|\\w*fungua) (\\w+ ){0,4}(bathroom|bafuni|bafu|chooni|shower|toilet|my room|my bedroom|chumbani|chumba changu) (\\w+ ){0,3}(bathing|showering|changing|naked|undres\\w*|asleep|sleeping|nikioga|\\w*shower\\w*|nikibadilisha\\w*|nikichange|uchi|nikilala|nimelala)',
  ],
  topic: [
    'rape|raping|sexual\\w* (abuse|asault\\w*|harass\\w*|violence)|molest\\w*|defile\\w*|incest|gbv|gender based violence|domestic violence|abusive|(?<!(drug|substance|alcohol|alcohol and drug|drugs) )abuse[ds]?',
    'ubakaji|unyanyasaji|dhuluma|ukatili|kunajisi\\w*|kubakwa|kupigwa|fgm|ukeketaji',
  ],
};

export const HOPELESSNESS: PhraseList = {
  strong: [
    'no point (to|in|of) (any of it|anything|it al|life|living|trying|going on)|no reason (\\w+ ){0,2}to (live|go on|keep going|be here|continue|wake up|try)|(lost|no|have no|without) (al |any )?hope|(dont|cant|do not|cannot) see (a |any )?(future|way out|reason to)|(isnt|is not|aint|not) worth (it|living)|nothing (left )?to live for|no point (in )?(living|life|anything|going on|trying)|(whats|what is) the point (of|in) (living|life|anything|trying|going on)|point (of|in) (living|being alive|my life)',
    '(cant|cannot|can not) live (like this|anymore|with this)|done (living|with living|being alive)|(want|wana|wish) (to )?(be gone|vanish|disapear)|care if i (died|die|was gone|disapeared|disapear)|hopeles\\w*|cant go on|can t go on|cannot go on|(cant|cannot) do this anymore|(gave|give|given|giving) up on (life|everything|my ?self)|(tired|sick|exhausted|weary) (of|with) (life|living|everything|being alive|existing)',
    '(life|my life) (is|feels) (meaningles|pointles|not worth|useles|empty|over)|not worth living|no way out|(want|wana|wish) (it|everything) to stop|(want|wana|wish) (i could|to) disappear|wish i (was|were|had) never (ben )?born|(done|finished) with (life|everything|it al)|i feel (empty|numb|worthles)|worthles|i hate my ?self|hate my life|(feel like|want to|wana|thinking of|about to) giv\\w* up',
    '(nothing|it|things|life) (wil|is going to|is gona) (ever )?(get|be) beter|never (get|be|gets) beter|(feel|feeling|im|i am|so|niko|naskia|nahisi|nafeel) (\\w+ ){0,2}(empty|numb(?! (at|during|after) (the |her |his |my )?(funeral|burial|mazishi|msiba)\\b)|alone|lonely|hopeles|worthles|invisible|like a ghost|mtupu)|(wish|wishes) (i|she|he) (was|were|had) never (ben )?born',
    '(no|sioni|hakuna) (\\w+ ){0,1}(light|mwanga)|pretending to be (ok|okay|fine)|kujifanya niko (sawa|poa)|(dont|do not|cant) see the point|sioni (maana|point)|(cant|cannot) stop crying|siwezi (kuacha kulia|stop kulia|acha kulia)|falling apart|\\w*vunjika|mpweke|alone (\\w+ ){0,2}(hurts|inauma)|(tired|sick) of being me|hate who i am|\\w*jichukia|\\w*chukia (mimi|nafsi)|nimechoka kuwa mimi|(dont|do not) deserve (food|to eat|anything|love|help|to be happy)|sistahili|kuna (maana|point|haja) gani|hakuna (kinachobadilika|kitu inachange)|nothing (ever )?changes|(hakuna|sioni) (njia|way out)|(feel|feeling|im|i am|so) trapped(?! in (trafic|the lift|a jam|jam))|nimetrap|nimefungiwa|sifeel kitu|sisikii kitu|(nothing|hakuna kitu) (\\w+ ){0,1}(matters|inamatter|ina maana)',
    '(dont|cant|do not|cannot) feel anything|(sisikii|sifeel|sihisi) (\\w+ )?chochote|utupu|(feel|feeling) like (im |i m |i am )?drowning|(nahisi|naskia|nafeel) kama (nina)?(zama|drown)|nadrown|(failed|nimeshindwa|nimefail) (at |kwa )?(everything|kila kitu)|(im|i am|mi ni|mimi ni|ni) (a )?(disappointment|aibu)|(havent|have not|sijatoka) (left my bed|\\w* ?kitandani)|(stoped|stopped) caring|(sijali|sicare) (\\w+ ){0,2}(kitu|chochote)|pointles|not wanting to (be here|exist|live|be alive)|kutotaka (kuwepo|kuishi|kuwa around|kuwa hai)|nobody sees|hakuna (mtu )?(anayeona|anaona)',
    '(nimepoteza|sina|hakuna|nimekosa) (\\w+ )?(matumaini|tumaini)|(maisha|life) (\\w+ ){0,2}(hayana|haina|imekosa) (ladha|maana|point|thamani|rangi)|naishi tu|\\w*tupu ndani|hakuna kitu (\\w+ )?(inanibamba|inanifurahisha|kinanifurahisha)',
    // Kiswahili and Sheng.
    '(hakuna|sina|sioni) (hope|maana|sababu|point|haja) (ya|ku|ya ku)? ?(maisha|kuishi|life|kuendelea)|maisha (\\w+ ){0,2}(hayana|haina|ha) (maana|point|thamani)|(life|lyf) (haina|imeniboo|imeniboa|imenishinda)|maisha (imeniboo|imeniboa|yamenishinda|imenishinda)',
    '\\w*choka (na |kuishi|na hii |na haya )?(maisha|life|kuishi|kila kitu|dunia)|\\w*kata tamaa|(sina|hakuna|sioni) (hope|tumaini|matumaini|mwanga|future)|sioni (mwisho|njia)|nimegive up|nime give up|nimedone na (life|maisha)|\\w*tamani (ni)?singezaliwa|(bora|heri|afadhali) (ni)?singezaliwa|\\w*toweka|sina (thamani|maana)|\\w*chukia (maisha|life|nafsi)|maisha (yangu )?ni bure|\\w*potea milele|sina nguvu (tena|ya kuendelea)|siwezi (tena|kuendelea (na maisha|kuishi))',
    // 2026-11-27.13: a failure, nothing will change; hating one's body.
    '(im|i am|mimi ni|ni) (such |so |just |a total |kabisa )?(a )?(failure|mshindwa|loser)|nothing (i do )?(will )?(ever )?change\\w*|hakuna (ninachofanya|kitu nafanya) (\\w+ )?(kitabadilisha|itachange)|(hate|\\w*chukia|\\w*hate) (my body|mwili wangu|body yangu)',
    // 2026-11-27.14: drinking to get through the day, afraid of one's own thoughts, not deserving to eat.
    '(drink|drinking|\\w*kunywa (pombe|whisky|alcohol)) (\\w+ ){0,4}(before school|to get through|to cope|kabla ya shule|ili nivumilie|ndio nisurvive)|(scared|afraid|naogopa) (of )?(my )?(own )?(thoughts|mawazo)|dark (places|thoughts)|(mahali|places) (pa |za )?giza|(deserve|nastahili|stahili) (to eat|food|kula|kukula|chakula)',
    // 2026-11-27.16: life never changing, not seeing my tomorrow, wanting to run away from home.
    '(maisha|life) (\\w+ )?(hayabadiliki|haibadiliki|never changes|doesnt change)|sioni kesho (yangu)?|(cant|dont) see (a |my )?tomorrow|(want|wanna|ningependa|nataka|natamani) (\\w+ )?(to )?(run away|kutoroka|kuhepa|nihepe)',
    // 2026-11-27.15: nobody cares about me, never dealing with anything again, hating oneself (Sheng).
    '(nobody|no one|noone) (\\w+ )?(cares|care) (about|for) me|hakuna (mtu )?(ananijali|anayenijali|anacare|ananipenda|anayenipenda)|(never|nisi\\w*|not) (have to )?(deal|shughulik\\w*|ideal|deal) (with |na )?(anything|kitu|chochote)|(nisi|usi)\\w*(shughulik|deal)\\w* (with |na )?(anything|kitu|chochote)|\\w*jihate',
    // 2026-11-27.14: wanting everything to stop.
    '(nataka|natamani|want|wish) (tu |just )?(everything|kila kitu|it all) (to stop|kikome|ikome|iishe|kiishe|isimame)',
    // 2026-11-27.12: nothing feels real, drinking to feel nothing, pretending to be fine.
    'nothing (feels|seems) real|hakuna kitu (kinahisi|inafeel|kinaonekana) (halisi|real)|floating through|naelea tu|(to |ili |ndio )?(stop feeling|not feel|nisihisi|nisifeel) (anything|chochote|kitu)|pretending (i ?m|im|to be|i am) (ok|okay|fine)|kujifanya niko (sawa|poa|okay)|kupretend niko|(breaking|navunjika|nabreak) (\\w+ )?(inside|ndani)',
    // 2026-11-27.11: life or everything without meaning, regret at existing, no future seen, broken inside, not going on like this.
    '(life|maisha|everything|nothing|kila kitu|my life|maisha yangu|hii life|life yangu) (\\w+ ){0,3}(has no|have no|hayana|haina|hakina|no|without|bila) (\\w+ )?(meaning|purpose|maana|lengo|point|sense)|(nothing|hakuna kitu|hakuna chochote) (\\w+ ){0,2}(matters|makes sense|inamatter|kina maana|ina maana|chenye maana|yenye maana|has (any )?meaning)',
    'should (never|not) have (been born|happened|existed|been here)|(sikupaswa|halikupaswa|sikustahili) (kuzaliwa|kutokea|kuwepo|kuishi)|(im|i am|mimi ni) (just )?(a )?(mistake|kosa|ajali)',
    '(dont|do not|cant|cannot|never) see (my ?self|me) (\\w+ ){0,2}(future|old|grow\\w*|graduat\\w*|alive|living|having)|sijioni (\\w+ ){0,4}(future|baadaye|nikizeeka|mkubwa|hai)|(sina|hakuna) future( yangu)?|my future is (over|gone|dark|ruined|nothing)',
    '(broken|break|nimebreak|imebreak|dead|empty|numb|nimekufa|tupu) (\\w+ )?(inside|ndani)|(cant|can not|cannot|siwezi|siezi) (keep|kuendelea|endelea|continue|go on|carry on|keep going|keep living) (\\w+ ){0,2}(like this|this way|hivi|hivyo|namna hii|kama hivi)',
  ],
  topic: [],
};

export const BURDEN: PhraseList = {
  strong: [
    '(i|im|i m|me|my ?self|ive|i ve) (\\w+ ){0,4}(a )?burden',
    '(ingekuwa|wangekuwa|ingefurahi|wangefurahi|would be) (\\w+ ){0,2}(kama|if) (ningeondoka|ningeenda|ningekufa|ningepotea|i (left|was gone|died|disapeared))',
    '(angefarijika|wangefarijika|relieved|happier|beter of) (\\w+ ){0,2}(if i|kama (ni)?nge\\w+)',
    '(lighter|nyepesi|beter|happier|calmer|fine|easier|rahisi|urahisi|peaceful|amani) (\\w+ ){0,3}(without me|bila (mimi|mi))|(angecare|angejali|would care|wil care|\\w*ngemis) (\\w+ ){0,2}(kama|if) (ni)?(nge\\w*|i (vanished|disapeared|died|left))',
    'if i (just )?(wasnt|was not|werent|were not) (here|around|alive)|(fine|beter|happier|ok|okay) (\\w+ ){0,3}(without me|if i (just )?(left|disapeared|was gone|were gone|died))',
    'if i (didnt|did not|wasnt|was not|werent|were not|had never) (exist|existed|here|around|alive|ben born|born)',
    '(beter|happier|easier|fine|ok|okay) (of )?(without me|if i (wasnt|was not|werent|were not|was gone|were gone|died|disappeared)|when i m gone|when im gone|with me gone)|(im|i am|i m|ive become|feel like) (just )?a burden|burden (to|on|for) (everyone|my|them|others|al)|(nobody|no one|noone) (would|wil|will) (mis|notice|care|cry)|waste of (space|air|oxygen)|i ruin everything',
    '(mimi|mi|nime\\w*|ni|niko|nikona) (ni |tu |just |kama )?(mzigo|burden)|(mzigo|burden) (kwa|kwao)|kuwa (mzigo|burden)|\\w*(ngekuwa|ngekua|takuwa|takua|ngeishi|taishi) (\\w+ ){0,2}bila (mimi|mi)|bila (mimi|mi) (wangekuwa|watakuwa|wataishi|wange\\w*|watakua|wangekua|itakuwa)|(hakuna|hamna) (hata )?(mtu )?(yeyote )?(ange|ata|atakaye)\\w*(jali|mis|kosa|lilia|gundua)\\w*',
    // 2026-11-27.15: always the problem in my family.
    '(im|i am|mimi ndiye|mimi ndio|mimi ni) (always )?(the )?(problem|tatizo|shida)\\b',
    // 2026-11-27.13: everyone would be anything at all without me.
    '(would|will|angekuwa|wangekuwa|angekua|wangekua|ingekuwa|watakuwa) (\\w+ ){0,4}(without me|bila mimi|bila mi)\\b',
    // 2026-11-27.11: if I were not there (kama singekuwepo).
    '(kama|if) (ni)?(singekuwepo|singekuwa (around|hapa|hai|duniani)|singezaliwa)',
  ],
  topic: [],
};

export const WORRY_OTHER: PhraseList = {
  strong: [
    `(worried|worry|worrying|scared|afraid|concerned|anxious|wasiwasi|naworry|worried sana|hofu|naogopa) (\\w+ ){0,2}(about|for|kuhusu|juu ya|na|kwa) (my |our |a |yangu |wangu )?${SOMEONE}`,
    `(${SOMEONE.slice(1, -1)}|he|she) (\\w+ ){0,5}(talks|talking|talked|speaks|speaking|posts|posting|posted|writes|writing|jokes|joking|says|said|keps saying|mentions|mentioned|thinks|thinking|thought) (\\w+ ){0,2}(about |of )?(dying|death|suicide|kiling (him|her)self|ending (it|his|her)|not wanting to live|wanting to die|disappearing|not being here)`,
    '(cut|cuts|cuting|hurt|hurts|hurting|harm\\w*|burn\\w*|starv\\w*) (him|her|them)sel(f|ves)',
    '(anaongea|anazungumza|anazungumzia|huongea|huzungumza|anasema|alisema|anaandika|anapost|amepost|anataja|husema|anaongelea|huongelea) (\\w+ ){0,2}(kuhusu |juu ya )?(kufa|kifo|kujiua|kujidhuru|kutoweka|maisha hayana maana)',
    '(seems|sems|looks|is|has ben) (\\w+ )?(suicidal|depresed and withdrawn)',
    `(scared|afraid|worried|fear|think|feel) (that )?(my |our )?${SOMEONE} (might|wil|could|may|is going to|is gona) (hurt|kil|harm|do something to) (him|her|them)sel(f|ves)`,
    '(a|wa)(na|ta)weza (ku)?ji(ua|dhuru|umiza|kata)',
    // 2026-11-27.11: someone else afraid of a parent, or with marks on the body.
    '(scared|afraid|terrified|anaogopa|anamwogopa|anamuogopa|anaogopa) (of )?(\\w+ )?(father|dad|mother|mum|mom|uncle|stepdad|stepfather|baba|mama|buda|mathe|mjomba)|(marks|bruises|alama|makovu|michubuko|scars) (\\w+ ){0,2}(her|his|miguuni|mikononi|mgongoni|usoni)|(ana|ako na|has) (\\w+ )?(marks|bruises|alama|makovu|michubuko|scars) (\\w+ ){0,2}(legs|arms|back|face|body|miguu|mikono|mgongo|uso|mwili)',
    // 2026-11-27.11: someone else not wanting to live (hataki kuishi).
    '(ha|hu)taki (ku)?(ishi|kuwa hai|kuamka|endelea kuishi|maisha)|(he|she|they) (doesnt|does not|dont|do not|didnt) want to (live|be alive|wake up|be here|exist)|(anataka|angependa|anatamani|wants|wishes) (\\w+ )?(kufa|afe|to die|to disappear|kupotea|kutoweka)',
  ],
  topic: [],
};
