// The animation features Home uses (animations, variants, in-view and gestures), split into
// their own chunk: the page's first paint does not wait for them.
import { domAnimation } from 'framer-motion';

export default domAnimation;
