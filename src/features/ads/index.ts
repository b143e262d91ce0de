/** Ready-to-place ad slots. Each keeps its size, fails alone, and works with ads blocked. */
export { AdSlot, FooterAd, LeaderboardAd, RailAd } from './AdSlot'
