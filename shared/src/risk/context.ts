/**
 * What the message is about, beyond its danger words. A letter about prevention (a school asking
 * for a talk, a journalist, a researcher, a partner organisation) uses the bare words "suicide"
 * or "kujiua" without anyone being in danger; `topic` phrases are set aside in such a letter,
 * `strong` ones (first person, a named person, means) are not.
 */
export const PREVENTION_CONTEXT = [
  'prevent\\w*|awarenes\\w*|talk (on|about|to our|for our|to the|at our)|workshop|seminar|webinar|training|session (on|for|with|about)|article|journalist|reporter|story (on|about)|documentary|research\\w*|survey|studying|social studies|explainer|lesson|statistics|data (on|about)|partner\\w*|colaborat\\w*|campaign|curriculum|invite|invitation|speaker|conference|essays?|project (on|about)|radio|podcast|magazine|newspaper|organi[sz]ation|ngo|program+e?s?|policy|policies',
  'tunasoma (kuhusu|juu ya)|masomo ya|somo la|kuzuia (\\w+ )?(kujiua|kujidhuru|kujinyonga|vifo|kifo|ukatili|unyanyasaji|dhuluma|mimba|matumizi|dawa za kulevya|gbv|msongo|magonjwa)|uhamasishaji|kuhamasisha|kuelimisha|elimu (kuhusu|juu ya)|semina|warsha|mafunzo|makala|mwandishi|utafiti|takwimu|ushirikiano|kushirikiana|kampeni|mazungumzo (kuhusu|juu ya)|kualika|kuwaalika|tuwaalike|mzungumzaji|msemaji|kongamano|ripoti|shirika|mradi|gazeti|redio|kipindi',
];

/**
 * A question about other people or about services ("what should I do if a friend is suicidal?",
 * "my cousin died by suicide, is there a grief boma?"): bare topic words there are worry about
 * someone, `elevated`, not a crisis of the writer's.
 */
export const ABOUT_OTHERS = [
  'people who|someone who|some one who|a friend who|(a|my) friend (is|was|has)|others|young people|youth|students|comunity|died by suicide|lost (\\w+ ){0,3}to suicide|grief|bereav\\w*|hotline|helpline|how (can|do|should) (i|we) (help|support)|what (should|do|can) (i|we) do if|if (a|my) (friend|child|student|son|daughter)|resources|information|documentary|watched|movie|series|book|song',
  'watu (ambao|wanao)|mtu (ambaye|anaye)|vijana|wanafunzi|jamii|huzuni|msiba|nawezaje kumsaidia|tunawezaje kuwasaidia|habari (kuhusu|juu ya)|rafiki (ambaye|anaye)|kujifunza|kufundisha',
];

/** Someone other than the writer: a third-party reason joins a `high` tier. */
export const OTHER_PERSON = [
  '(my|our) ((little|younger|older|big|elder|baby|small|twin) )?(friend|bestie|best friend|sister|brother|cousin|son|daughter|child|kid|student|clasmate|roommate|girlfriend|boyfriend|gf|bf|mum|mom|mother|dad|father|neighbou?r|coleague|mate|pupil)|he|she|hes|shes|him|her|himself|herself',
  '(rafiki|beshte|beste|bestie|homie|dada|kaka|binamu|cousin|mwanafunzi|mwanangu|mtoto|mtoi|mpenzi|msee|bro|sis|mathe|buda|jirani|roommate|roomie|classmate|bf|gf|boyfriend|girlfriend|dem|manzi|chali|student) (yangu|wangu|yetu|wetu|mmoja)|mwanangu|mwenzangu|(mwana|mtoto|mtoi|dem|chali|msichana|mvulana|kijana) wa|(rafiki|beste|bestie|homie|roommate|roomie|classmate|cousin|binamu|mwenzangu|bro|sis|dem|chali|bf|gf) (a|ali|ame|ana|ata|hu)\\w+|(a|the) (girl|boy) (in|from) (my|our)|one of my (\\w+ ){0,2}(girls|boys|students|pupils)|(mvulana|msichana|boy|girl|dem) (\\w+ )?(darasani|kwa class|in my class|wa class)|(msichana|mvulana|dem|boy|mwanafunzi|mtoto) wangu|\\w*(anataka|ameamua|amesema|alisema|anasema|amekunywa|amemeza|amejinyonga|anajinyonga|atajinyonga|atajiua|amejiua|alijaribu|amejaribu|anapanga|amezimia|amejifungia|ametoweka)',
];

/** A time close at hand: with intent or means, the plan reason joins. */
export const TIME_NEAR = [
  'tonight|tonite|2nite|2nyt|2night|2day|2moro|2morrow|today|tomorrow|tomoro|right now|this (evening|wekend)|leo|kesho|usiku huu|sasa hivi|saa hii|sai|hivi sasa|in an hour|after school|before morning',
];
