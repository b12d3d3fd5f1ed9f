/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Competition_LeagueInputs */

const en_events_competition_league = /** @type {(inputs: Events_Competition_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`League`)
};

const de_events_competition_league = /** @type {(inputs: Events_Competition_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liga`)
};

/**
* | output |
* | --- |
* | "League" |
*
* @param {Events_Competition_LeagueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_league = /** @type {((inputs?: Events_Competition_LeagueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_LeagueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_competition_league(inputs)
	return en_events_competition_league(inputs)
});